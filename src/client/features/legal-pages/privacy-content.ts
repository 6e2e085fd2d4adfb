import { ADULTHOOD } from "@shared/florida/law";
import { EFFECTIVE_DATE, LEGAL_EMAIL, PRIVACY_EMAIL, type LegalDocumentContent } from "./legal-types";

const minimumAge = ADULTHOOD.minimumAgeYears.value;

/** Privacy Policy: 14 sections (spec part 2, "Terms and Privacy"). */
export const PRIVACY: LegalDocumentContent = {
  title: "Privacy Policy",
  effectiveDate: EFFECTIVE_DATE,
  intro:
    "Your legal problems are personal. This policy explains, in plain words, what information Florida Legal " +
    "Champion collects, why, who can see it, and how you can see, fix, take or delete it.",
  summary: [
    "We collect only what we need to run the site: your account details and what you put into your cases.",
    "We never sell your information, and we use no advertising or tracking cookies.",
    "Your AI questions go to an outside AI provider only if the site is set up to use one. Otherwise they stay on our server.",
    `You can ask to see, correct, download or delete your information at any time by writing to ${PRIVACY_EMAIL}.`,
  ],
  sections: [
    {
      heading: "Who we are and what this policy covers",
      body: [
        "Florida Legal Champion is a free self-help web app for people handling Florida civil legal matters without a lawyer. This policy covers the website, the web app and e-mail you send us.",
        "Using Florida Legal Champion does not create an attorney-client relationship, so what you share is not protected by attorney-client privilege. We still treat it as private, as this policy explains. Our [Terms of Service](/terms) explain the other rules for using the site.",
      ],
    },
    {
      heading: "Information you give us",
      body: [
        {
          bullets: [
            "Account details: your e-mail address and password. Your first name, last name and Florida county are optional.",
            "Your cases: titles, descriptions, case numbers, the county, and the answers you give in guided forms.",
            "Your documents: the PDFs you create and the details used to fill them in.",
            "Your organizer: deadlines, saved workflow progress and your own document templates.",
            "Your questions: what you ask the AI legal chat and the answers it gives, kept as your conversation history.",
            "Papers you translate: text you paste or files you upload to the Plain English Translator, and the plain-English results.",
            "Money finder and predictor: the searches and claims you track, and the case details you enter for a prediction, with its results.",
            "Messages: anything you write to us by e-mail.",
          ],
        },
        "Your case details may include information about other people, such as a landlord or a debt collector. Please enter only what your matter needs. Do not enter Social Security numbers, full bank or card numbers, or medical records unless a document truly requires them.",
      ],
    },
    {
      heading: "Information collected automatically",
      body: [
        "When you use the site, our server receives basic technical information: your IP address, browser type, the pages and features you request, the time, and any errors. We use it to keep the site working and secure.",
        "To stop people from guessing passwords, we count recent sign-in and sign-up attempts by e-mail address and IP address. These counts reset after a short time.",
        "We do not use analytics services, advertising networks, tracking pixels or device fingerprinting. The site loads its code only from our own server, not from outside companies.",
      ],
    },
    {
      heading: "Cookies and storage in your browser",
      body: [
        "We use one cookie, and only to keep you signed in. It is called `flc_session`.",
        {
          bullets: [
            "It holds a random code, not your name or e-mail. We keep only a scrambled (hashed) copy of that code.",
            "It is marked httpOnly, so scripts on the page cannot read it. It is sent only over a secure connection when the site uses HTTPS.",
            "It ends when you log out, or after 30 days.",
          ],
        },
        "We also save one setting in your browser's local storage, called `legal_disclaimer_accepted`, after you accept our legal notice. It stays on your device and is never sent to us.",
        "We use no tracking or advertising cookies. If you block all cookies, you can still read our public pages, but you cannot sign in.",
      ],
    },
    {
      heading: "How we use your information",
      body: [
        {
          bullets: [
            "To run the site for you: sign you in, save your cases, create your documents, show your deadlines and answer your questions.",
            "To keep the site and your account safe, and to stop abuse.",
            "To find and fix problems.",
            "To reply when you write to us, and to tell you about important changes to your account, our terms or this policy.",
            "To follow the law, for example when a court orders us to.",
          ],
        },
        "We do not use your information for advertising or to build a profile of you. We do not sell it. We do not use it to train AI models.",
      ],
    },
    {
      heading: "AI questions and outside AI providers",
      body: [
        "The AI legal chat, the Plain English Translator and the case predictor need to process the text you give them. How that happens depends on how the people who run the site have set it up:",
        {
          bullets: [
            "If an outside AI provider is turned on, the text of your question or document, and the case details needed to answer it, are sent to that provider over an encrypted connection. The provider uses it to write the answer and handles it under its own terms and privacy policy.",
            "If no outside AI provider is turned on, answers are put together on our own server, and your question does not leave it.",
          ],
        },
        "We do not send your account's name or e-mail address to an AI provider, but anything you type into a question is sent as written. You can write to us to ask whether an AI provider is in use, and which one.",
      ],
    },
    {
      heading: "How we protect your information",
      body: [
        {
          bullets: [
            "Your information is stored in a PostgreSQL database on servers controlled by the people who run Florida Legal Champion.",
            "We never store your password itself. We store a scrambled version made with scrypt and a random \"salt\", a method built to resist guessing.",
            "Sign-in cookies are httpOnly, and every change you make is checked with a second security token, to stop forged requests from other sites.",
            "We limit repeated sign-in attempts, and our pages block code from outside sources.",
            "Each account can see only its own cases, documents and conversations.",
          ],
        },
        "No system is perfectly secure. If a breach puts your personal information at risk, we will tell you as Florida law requires.",
      ],
    },
    {
      heading: "When we share information",
      body: [
        "We do not sell, rent or trade your personal information, and we do not share it for advertising. We share it only:",
        {
          bullets: [
            "with an outside AI provider, only as described in section 6;",
            "with companies that host or maintain our servers for us, who may use it only to provide that service and must keep it confidential;",
            "when the law requires it, such as a valid subpoena or court order. When we are allowed to, we will tell you first so you can object;",
            "when needed to protect someone's safety, or to protect the site from fraud or attack;",
            "if Florida Legal Champion is transferred to another organization, which must keep the promises in this policy.",
          ],
        },
        "We never file papers with a court or send letters for you. Your documents go only where you take them.",
      ],
    },
    {
      heading: "Your privacy rights",
      body: [
        "Some states, like California, give people these rights by law. We give them to every user, wherever you live:",
        {
          bullets: [
            "Access: ask what information we have about you and get a copy.",
            "Deletion: ask us to delete your account and your information.",
            "Correction: fix information that is wrong. You can change your name and county yourself in Settings.",
            "Portability: get your information in a common, machine-readable file (such as JSON) that you can take elsewhere.",
            "No selling: we do not sell or share personal information for advertising, so there is nothing to opt out of.",
            "Fair treatment: you will never lose access or be treated worse for using these rights.",
          ],
        },
        `To use a right, write to ${PRIVACY_EMAIL} from the e-mail address on your account. If you write from another address, we will ask you to confirm that the account is yours. We will answer within 30 days. Someone you choose can ask for you if they show us your written permission.`,
      ],
    },
    {
      heading: "Deleting your account",
      body: [
        `Write to ${PRIVACY_EMAIL} from your account's e-mail address and ask us to delete your account. Within 30 days, we will delete your account and everything in it: your cases, documents, deadlines, workflows, templates, conversations, translations, money finder records and predictions, and all your sign-ins.`,
        "Documents you have already downloaded stay on your own device. We may keep a short record that you asked for deletion, and anything the law requires us to keep.",
      ],
    },
    {
      heading: "How long we keep information",
      body: [
        {
          bullets: [
            "Your account and case information: until you delete it or ask us to delete your account.",
            "Sign-in sessions: until you log out, and never more than 30 days.",
            "Counts of sign-in attempts: only for the short time they are needed to stop password guessing.",
            "Technical server logs: only as long as needed to keep the site secure and fix problems, and no longer than 90 days.",
            "E-mail you send us: as long as needed to answer it and keep a record of privacy requests.",
          ],
        },
      ],
    },
    {
      heading: "Children",
      body: [
        `Florida Legal Champion is only for people ${minimumAge} or older. We do not knowingly collect information from anyone under ${minimumAge}.`,
        `If you think a person under ${minimumAge} has made an account, please write to ${PRIVACY_EMAIL}. We will delete the account and its information.`,
      ],
    },
    {
      heading: "Changes to this policy",
      body: [
        "We may update this policy when the site or the law changes. We will post the new version here with a new effective date.",
        "If a change is important, for example a new kind of information we collect or a new company we share with, we will tell you in the app or by e-mail before it takes effect. We will not use information we already have in a new way without asking you first.",
      ],
    },
    {
      heading: "Contact us",
      body: [
        `For privacy questions or requests, write to ${PRIVACY_EMAIL}. Please put "Privacy request" in the subject line so we can find it quickly.`,
        `For questions about our [Terms of Service](/terms), write to ${LEGAL_EMAIL}.`,
        "We cannot give legal advice by e-mail. For help with your legal matter, talk with a licensed Florida attorney.",
      ],
    },
  ],
};
