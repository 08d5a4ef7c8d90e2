/** The source of "now". Tests pass their own to cross day boundaries without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
