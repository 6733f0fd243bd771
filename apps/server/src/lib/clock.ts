/** What time it is, for rules that depend on it (scheduled CMS publications): tests inject their own. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
