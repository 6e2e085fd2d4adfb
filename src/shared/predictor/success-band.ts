/** The spec's success colours (part 2, section 9): 70 and over green, 40 and over yellow, below red; icon at 50. */
export const SUCCESS_GREEN_FROM = 70;
export const SUCCESS_YELLOW_FROM = 40;
export const SUCCESS_ICON_FROM = 50;

export type SuccessBand = "good" | "fair" | "poor";

export function successBand(probability: number): SuccessBand {
  if (probability >= SUCCESS_GREEN_FROM) return "good";
  if (probability >= SUCCESS_YELLOW_FROM) return "fair";
  return "poor";
}

/** Whether the result shows the rising (at least 50) or the falling icon. */
export const showsRisingIcon = (probability: number): boolean => probability >= SUCCESS_ICON_FROM;
