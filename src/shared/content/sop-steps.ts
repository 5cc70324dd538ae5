/** The SOP guide's pages, in the order a cook follows them (Previous / Next walk this list). */
export const SOP_STEPS = ['setup', 'meatmasala', 'pitlighting', 'riceprep', 'finalcooking', 'chutneyprep'] as const;
export type SopStep = (typeof SOP_STEPS)[number];
