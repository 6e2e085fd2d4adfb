import { clsx, type ClassValue } from "clsx";

/**
 * The class list of its arguments (clsx): classes are not merged, so a component and its caller must not both set the
 * same utility (the stylesheet's order would pick one). The browser tests check every page for such a pair.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
