/**
 * How large the interface's words are, her choice: kept with her account (and in this browser before she signs in).
 * Every size in the styles is in rem, so one root size scales all of it (src/client/index.css).
 */
export const TEXT_SIZES = ["normal", "large", "larger"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const DEFAULT_TEXT_SIZE: TextSize = "normal";

export const isTextSize = (value: unknown): value is TextSize => TEXT_SIZES.includes(value as TextSize);
