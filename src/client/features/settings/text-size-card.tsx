import { useTranslation } from "react-i18next";
import { TEXT_SIZES, type TextSize } from "@shared/text-size";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { useChooseTextSize, useTextSize } from "@client/lib/text-size";

/** Each choice shows its name at the size it gives, relative to the page's size now. */
const SAMPLE_SIZE: Record<TextSize, string> = { normal: "1em", large: "1.125em", larger: "1.25em" };

/** Her text size: applied at once, on every page, and kept with her account. */
export function TextSizeCard() {
  const { t } = useTranslation();
  const size = useTextSize();
  const choose = useChooseTextSize(true);
  return (
    <Card id="text-size">
      <CardHeader>
        <CardTitle id="text-size-title">{t("textSize.label")}</CardTitle>
        <CardDescription>{t("textSize.help")}</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="radiogroup" aria-labelledby="text-size-title" className="grid gap-2 sm:grid-cols-3">
          {TEXT_SIZES.map((each) => (
            <label
              key={each}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="text-size"
                value={each}
                checked={size === each}
                onChange={() => choose(each)}
                className="size-4 accent-brand-700"
              />
              <span style={{ fontSize: SAMPLE_SIZE[each] }}>{t(`textSize.${each}`)}</span>
            </label>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
