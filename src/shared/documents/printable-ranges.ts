/**
 * The characters the document fonts can draw, in every style: hexadecimal code points and ranges. Generated from
 * the fonts (@fontsource/tinos@5.3.0 latin,latin-ext,vietnamese,greek,greek-ext,cyrillic,cyrillic-ext format 1) by
 * `tsx src/server/documents/prepare-fonts.ts --charset`; a server test checks that it matches them. Do not edit.
 */
export const PRINTABLE_RANGES =
  "20-7e a0-2cc 2ce-2d7 2da 2dc-301 303-304 308-309 323 329 370-377 37a-37f 384-38a 38c 38e-3a1 3a3-52f " +
  "1c80-1c88 1d00-1dbf 1e00-1f15 1f18-1f1d 1f20-1f45 1f48-1f4d 1f50-1f57 1f59 1f5b 1f5d 1f5f-1f7d " +
  "1f80-1fb4 1fb6-1fc4 1fc6-1fd3 1fd6-1fdb 1fdd-1fef 1ff2-1ff4 1ff6-1ffe 2002 2009 200b 2013-2014 " +
  "2018-201a 201c-201e 2020 2022 2026 2032-2033 2039-203a 2044 20a0-20be 2113 2116 2122 2191 2193 2212 " +
  "2215 2c60-2c7f 2de0-2dff a640-a69f a720-a7ae a7b0-a7b7 a7f7-a7ff fe2e-fe2f feff fffd";
