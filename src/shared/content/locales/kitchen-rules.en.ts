/** The kitchen diary's rule messages and corrective actions (shown on screens and sent by the server). */
export const kitchenRulesEn = {};
