/** Text of the welcome page's help button (kept apart: the welcome bundle must not load the FAQ schemas). */
export const helpLauncherTexts = {
  open: 'Vous rencontrez des difficultés pour vous connecter ?',
} as const;
