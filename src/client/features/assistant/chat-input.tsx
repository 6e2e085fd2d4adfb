import { SendHorizontal } from "lucide-react";
import type { KeyboardEvent, Ref } from "react";
import { useTranslation } from "react-i18next";
import { MAX_QUESTION_CHARACTERS } from "@shared/assistant";
import { Button } from "@client/components/ui/button";
import { Label } from "@client/components/ui/label";
import { Textarea } from "@client/components/ui/input";

interface Props {
  value: string;
  onChange(value: string): void;
  onSend(question: string): void;
  pending: boolean;
  inputRef: Ref<HTMLTextAreaElement>;
}

/** The question box: Enter sends (Shift+Enter starts a new line); nothing is sent while empty or while waiting. */
export function ChatInput({ value, onChange, onSend, pending, inputRef }: Props) {
  const { t } = useTranslation("assistant");
  const question = value.trim();
  const blocked = pending || question === "";
  const submit = () => {
    if (!blocked) onSend(question);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  return (
    <form
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Label htmlFor="assistant-question">{t("chat.inputLabel")}</Label>
      <div className="flex items-end gap-2">
        <Textarea
          id="assistant-question"
          ref={inputRef}
          rows={2}
          maxLength={MAX_QUESTION_CHARACTERS}
          compact
          className="flex-1 resize-y"
          placeholder={t("chat.placeholder")}
          value={value}
          disabled={pending}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={blocked}>
          <SendHorizontal aria-hidden="true" />
          {t("chat.send")}
        </Button>
      </div>
    </form>
  );
}
