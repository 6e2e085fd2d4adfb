/** Example answers of the living will: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { livingWill } from "../living-will";

export const livingWillExamples = {
  limitedTreatment: {
    declarant_name: "Margaret Anne O'Neill",
    declarant_address: "901 Seabreeze Blvd, Daytona Beach, FL 32118",
    declarant_dob: "1956-11-02",
    life_prolonging_procedures: "limited",
    procedure_specifications: "Try a breathing machine for up to 14 days. If I do not improve, stop it. Do not attempt CPR.",
    nutrition_hydration: "all",
    additional_instructions: "I want to die at home if possible, with hospice care. Please call Father Michael at St. Paul's.",
    surrogate_name: "Kevin O'Neill",
    surrogate_address: "300 Oak Hammock Road, Ocala, FL 34470",
    surrogate_phone: "352-555-0142",
  },
} as const satisfies KindExamples<typeof livingWill>;
