/** The kitchen screens: procedure home, event diary, task board and wall board. */
export const kitchenEn = {};
