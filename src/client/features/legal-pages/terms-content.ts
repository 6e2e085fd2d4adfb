import { ADULTHOOD } from "@shared/florida/law";
import { EFFECTIVE_DATE, LEGAL_EMAIL, type LegalDocumentContent } from "./legal-types";

const minimumAge = ADULTHOOD.minimumAgeYears.value;

/** Terms of Service: 13 sections (spec part 2, "Terms and Privacy"). */
export const TERMS: LegalDocumentContent = {
  title: "Terms of Service",
  effectiveDate: EFFECTIVE_DATE,
  intro:
    "These terms are the rules for using Florida Legal Champion. They also explain what we can and cannot do for " +
    "you. Please read them. By making an account or using the site, you agree to them.",
  summary: [
    "Florida Legal Champion is a free self-help tool for Florida civil matters. We are not a law firm and we are not your lawyer.",
    "We give information, not legal advice. Answers from our AI tools can be wrong, so check anything important.",
    "You decide what to write, sign and file, and you are responsible for it.",
    `You must be ${minimumAge} or older. Florida law governs these terms.`,
  ],
  sections: [
    {
      heading: "Who we are and what these terms cover",
      body: [
        "Florida Legal Champion (\"we\", \"us\") is a free website and web app. It helps people in Florida who handle a civil legal matter without a lawyer. It offers guided forms that make PDF documents, a case and deadline organizer, an AI legal chat, a plain-English translator for legal papers, a hidden-money finder and a case outcome predictor.",
        "These terms apply every time you use the site, whether or not you have an account. Our [Privacy Policy](/privacy) explains how we handle your information and is part of these terms. If you do not agree with these terms, please do not use the site.",
      ],
    },
    {
      heading: "Who can use Florida Legal Champion",
      body: [
        {
          bullets: [
            `You must be at least ${minimumAge} years old.`,
            "You must use the site for your own legal matter, or to help a family member or friend who has asked for your help. You may not use it to sell legal services to others.",
            "You must give true information when you make an account, and keep it up to date.",
            "You must keep your password secret. You are responsible for what happens in your account. If you think someone else got into it, change your password and write to us.",
          ],
        },
      ],
    },
    {
      heading: "We are not a law firm",
      body: [
        "Florida Legal Champion provides self-help services and information at your direction. That means you choose the tools, you give the facts, and you decide what to do with the result.",
        "We are not a law firm, and the site is not a lawyer. We do not give legal advice. We do not represent you, appear in court for you, file papers for you or talk to the other side for you. We are not a lawyer referral service.",
        "The law can be complex, and every case is different. For a complex or serious matter, or if you are unsure what to do, talk with a licensed Florida attorney. The Florida Bar and local legal aid offices can help you find one, sometimes for free.",
      ],
    },
    {
      heading: "No attorney-client relationship",
      body: [
        "Using the site, making an account, chatting with the AI assistant or writing to us does not create an attorney-client relationship between you and us or anyone working with us.",
        "Because there is no attorney-client relationship, what you tell us is not protected by attorney-client privilege. We keep it private as our [Privacy Policy](/privacy) explains, but a court could order it to be shared. Do not put anything in the site that you would not want a court to see.",
      ],
    },
    {
      heading: "Florida civil law only",
      body: [
        "Our guides, documents and answers are written only for civil matters under Florida law, such as small claims, landlord and tenant problems, security deposits, debt collection lawsuits, cease and desist letters, powers of attorney, living wills and health care surrogates.",
        {
          bullets: [
            "They are not meant for criminal cases, divorce or child custody, immigration, bankruptcy, federal court, or the laws of any other state.",
            "Laws and court rules change. When we state a legal rule, we name the statute or rule so you can check that it is still current.",
            "Each county's clerk and court may have their own forms, fees and local rules. Check with your clerk before you file.",
          ],
        },
      ],
    },
    {
      heading: "AI content may be wrong",
      body: [
        "The AI legal chat, the Plain English Translator, the case outcome predictor and some other features produce answers by computer. These answers are general information only. They are not legal advice.",
        {
          bullets: [
            "AI answers can be wrong, incomplete or out of date, even when they sound sure.",
            "A prediction or settlement range is a rough estimate, not a promise of what a judge will do.",
            "A translation into plain English can leave out details that matter. The original document is what counts.",
            "Always check important facts, deadlines and amounts against the law, the court's papers or a lawyer's advice before you act on them.",
          ],
        },
        "Depending on how the site is set up, your question may be processed by an outside AI provider. Our [Privacy Policy](/privacy) explains when this happens.",
      ],
    },
    {
      heading: "Your documents are your responsibility",
      body: [
        "The documents you make are built from the answers you give. You are responsible for what they say and for what you do with them.",
        {
          bullets: [
            "Read every document carefully before you sign, send or file it, and fix anything that is not right.",
            "Only sign statements you know are true. Signing a false statement under oath can be a crime.",
            "You are responsible for meeting your deadlines. Our deadline calendar is a helper, not a guarantee.",
            "Court filing fees, service fees and other costs are paid by you to the clerk or sheriff, not to us.",
            "A court or clerk may ask you to change a document or use a different form. We cannot promise that a document will be accepted.",
          ],
        },
      ],
    },
    {
      heading: "Using the site fairly",
      body: [
        "Please use Florida Legal Champion only for lawful, honest purposes. You agree not to:",
        {
          bullets: [
            "use the site to harass, threaten or mislead anyone, or to make documents you know are false;",
            "upload anything you do not have the right to share, or another person's private information that your matter does not need;",
            "try to get into other people's accounts or data, or test, probe or break our security;",
            "overload the site, or copy its content in bulk with bots or scripts;",
            "pretend to be someone else, or pretend that we are your lawyer.",
          ],
        },
        "We may limit, pause or close an account that breaks these rules or puts other users or the site at risk.",
      ],
    },
    {
      heading: "Your content and our content",
      body: [
        "What you type and upload stays yours. You let us store and process it only to run the site for you: to save your cases, make your documents and answer your questions. We do not use it for advertising, and we do not sell it.",
        "The site's own text, guides, design, software and templates belong to Florida Legal Champion or the people who license them to us. You may print, save, sign, file and share the documents you make for your own legal matter. You may not copy or resell the site itself.",
      ],
    },
    {
      heading: "The site is provided \"as is\"",
      body: [
        "Florida Legal Champion is free. We work hard to keep it accurate and available, but we provide it \"as is\" and \"as available\". To the fullest extent Florida law allows, we make no promises, stated or implied, that the site will be error-free, always online, right for your situation, or lead to any result in court.",
        "We may change, add or remove features at any time. Keep your own copies of important documents by downloading them.",
      ],
    },
    {
      heading: "Limits on our liability",
      body: [
        "To the fullest extent Florida law allows, Florida Legal Champion and the people who run it are not liable for any indirect, incidental, special or consequential loss that comes from using or not being able to use the site. This includes losing a case, a missed deadline, a rejected filing, or a decision you made based on information from the site.",
        "If we are found liable to you for anything else, our total liability is limited to one hundred U.S. dollars ($100). Nothing in these terms limits any liability that the law does not allow to be limited.",
      ],
    },
    {
      heading: "Ending your account and changes to these terms",
      body: [
        `You can stop using the site at any time. To have your account and data deleted, write to ${LEGAL_EMAIL} or follow the steps in our [Privacy Policy](/privacy).`,
        "We may update these terms. When we do, we will post the new version here with a new effective date. If a change is important, we will also tell you in the app or by e-mail before it takes effect. If you keep using the site after a change takes effect, you accept the new terms.",
      ],
    },
    {
      heading: "Florida law, where disputes are decided, and how to reach us",
      body: [
        "These terms are governed by the laws of the State of Florida, without regard to rules that would apply another state's law.",
        "Any lawsuit about these terms or the site must be brought in a state court located in Florida. You may bring it in the county where you live. You and we both agree that such a court can decide the dispute.",
        "If part of these terms is found to be unenforceable, the rest still applies. These terms and our Privacy Policy are the whole agreement between you and us about the site.",
        `Questions about these terms? Write to ${LEGAL_EMAIL}. We read every message, but we cannot give legal advice by e-mail.`,
      ],
    },
  ],
};
