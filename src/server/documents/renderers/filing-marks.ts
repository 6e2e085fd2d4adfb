/** Check boxes on the forms of a filing packet: "[X]" ticked, "[  ]" left for the reader, as a typed form shows them. */
export const box = (checked: boolean): string => (checked ? "[X]" : "[  ]");

/** "[X] yes   [  ] no" for a yes-or-no question of a form. */
export const yesNo = (answer: string | undefined): string => `${box(answer === "yes")} yes    ${box(answer === "no")} no`;
