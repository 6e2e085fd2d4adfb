/**
 * Sentences the third-person converter (third-person.ts) was built and tuned on; its held-out sentences are in
 * third-person-held-out.ts. `expected` null: her words are left as they are (she rewords them herself).
 */
export interface ThirdPersonCase {
  text: string;
  role: string;
  expected: string | null;
}

export const THIRD_PERSON_TUNING: readonly ThirdPersonCase[] = [
  {
    text: "I moved out on May 3 and my landlord kept my deposit",
    role: "Plaintiff",
    expected: "Plaintiff moved out on May 3 and Plaintiff's landlord kept Plaintiff's deposit",
  },
  { text: "I am the tenant.", role: "Defendant", expected: "Defendant is the tenant." },
  { text: "I was never served.", role: "Defendant", expected: "Defendant was never served." },
  { text: "I have lived in the unit since 2019.", role: "Tenant", expected: "Tenant has lived in the unit since 2019." },
  { text: "I've paid $1,200 so far.", role: "Defendant", expected: "Defendant has paid $1,200 so far." },
  { text: "I'm not behind on rent.", role: "Defendant", expected: "Defendant is not behind on rent." },
  { text: "I'd already paid the April rent.", role: "Defendant", expected: "Defendant had already paid the April rent." },
  { text: "I'd like the deposit back.", role: "Plaintiff", expected: "Plaintiff would like the deposit back." },
  { text: "The landlord told me to leave.", role: "Defendant", expected: "The landlord told Defendant to leave." },
  { text: "The washer is mine.", role: "Plaintiff", expected: "The washer is Plaintiff's." },
  { text: "I fixed the sink myself.", role: "Defendant", expected: "Defendant fixed the sink personally." },
  { text: "I pay the rent on the first.", role: "Defendant", expected: "Defendant pays the rent on the first." },
  { text: "I do not owe this money.", role: "Defendant", expected: "Defendant does not owe this money." },
  { text: "I don't have a contract with them.", role: "Defendant", expected: "Defendant doesn't have a contract with them." },
  {
    text: "I still live there and I go to work every day.",
    role: "Defendant",
    expected: "Defendant still lives there and Defendant goes to work every day.",
  },
  { text: "i left the keys with the manager.", role: "Plaintiff", expected: "Plaintiff left the keys with the manager." },
  { text: "I will pay into the court registry.", role: "Defendant", expected: "Defendant will pay into the court registry." },
  { text: "I didn’t get any notice.", role: "Defendant", expected: "Defendant didn’t get any notice." },
  { text: "I haven't received the itemized list.", role: "Plaintiff", expected: "Plaintiff hasn't received the itemized list." },
  { text: "My wife and I signed the lease.", role: "Plaintiff", expected: "Plaintiff's wife and Plaintiff signed the lease." },
  {
    text: 'He said "I will change the locks" and I called the police.',
    role: "Defendant",
    expected: 'He said "I will change the locks" and Defendant called the police.',
  },
  {
    text: "I believe the charges are too high. I want a hearing.",
    role: "Defendant",
    expected: "Defendant believes the charges are too high. Defendant wants a hearing.",
  },
  { text: "I hereby blorp the thing.", role: "Defendant", expected: null },
  { text: "Yo me mudé el 3 de mayo y mi casero se quedó con mi depósito.", role: "Plaintiff", expected: null },
  {
    text: "I moved out. I hereby blorp the thing.",
    role: "Plaintiff",
    expected: "Plaintiff moved out. I hereby blorp the thing.",
  },
  // Found by trying sentences after the held-out score was taken (so tuning, not held out).
  { text: "We paid and I have the receipts.", role: "Defendant", expected: "We paid and Defendant has the receipts." },
  { text: "i.e. I paid.", role: "Defendant", expected: "i.e. Defendant paid." },
  { text: "I represent myself.", role: "Defendant", expected: null },
  { text: "I, Ana Ruiz, paid the rent.", role: "Defendant", expected: null },
  {
    text: "I was told I owe $500, which I dispute.",
    role: "Defendant",
    expected: "Defendant was told Defendant owes $500, which Defendant disputes.",
  },
  { text: "Me and my kids live there.", role: "Tenant", expected: "Tenant and Tenant's kids live there." },
];
