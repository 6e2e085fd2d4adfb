import { describeLanguageWalk } from "./support/language-walk";

describeLanguageWalk("es");
