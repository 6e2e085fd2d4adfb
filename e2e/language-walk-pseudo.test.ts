import { describeLanguageWalk } from "./support/language-walk";

describeLanguageWalk("en-XA");
