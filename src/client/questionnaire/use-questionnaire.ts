/**
 * The questionnaire engine: one form over all the questions, the steps as they stand with her answers, moving
 * between them, checking a step with the questionnaire's zod schema before leaving it, and keeping the draft on the
 * server as she types (draft-saver.ts). The document wizard and the workflow runner are adapters: each gives its
 * questions, steps, schema, words, draft store and what finishing does, and lays the pieces out its own way.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { translateMessage, VALIDATION_NAMESPACE } from "@shared/documents/field-messages";
import type { FieldDefinition } from "@shared/documents/fields";
import { createDraftSaver, type Draft, type DraftStore, type SaveStatus } from "./draft-saver";
import { clampStep, emptyValues, firstStepAsking, positionOf, shownFields, type Answers, type QuestionnaireStep } from "./steps";

export interface QuestionnaireOptions {
  /** Every question, in order. */
  fields: readonly FieldDefinition[];
  /** The steps as they stand with these answers (the review, when there is one, last). */
  stepsOf(values: Answers): QuestionnaireStep[];
  /** Checks the answers; a step is checked against it, for the questions it shows, before she leaves it. */
  schema?: z.ZodType;
  /** Where she starts: a saved draft's step and answers, or the first step with what is known already. */
  initial: Draft;
  /** Where the draft is kept as she types; none keeps nothing. */
  store?: DraftStore;
  /** A save failed (a 409 when another tab or device saved first): the adapter decides what to tell her. */
  onSaveError?(error: unknown): void;
}

export function useQuestionnaire({ fields, stepsOf, schema, initial, store, onSaveError }: QuestionnaireOptions) {
  const { t } = useTranslation(VALIDATION_NAMESPACE);
  const form = useForm<Answers>({
    defaultValues: { ...emptyValues(fields), ...initial.values },
    resolver: schema ? (zodResolver(schema as never) as unknown as Resolver<Answers>) : undefined,
    shouldFocusError: true,
  });
  const values = form.watch();
  const steps = stepsOf(values);
  const [stepIndex, setStepIndex] = useState(() => clampStep(initial.step, steps.length));
  const step = clampStep(stepIndex, steps.length);
  const current = steps[step];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const stepRef = useRef(step);
  stepRef.current = step;

  const [saveStatus, setSaveStatus] = useState<SaveStatus>("idle");
  const storeRef = useRef(store);
  storeRef.current = store;
  const onErrorRef = useRef(onSaveError);
  onErrorRef.current = onSaveError;
  const saver = useMemo(
    () =>
      createDraftSaver(
        { save: (draft) => storeRef.current?.save(draft) ?? Promise.resolve() },
        { onStatus: setSaveStatus, onError: (error) => onErrorRef.current?.(error) },
      ),
    [],
  );

  useEffect(() => {
    if (!store) return undefined;
    const subscription = form.watch((changed) => saver.schedule({ step: stepRef.current, values: changed as Answers }));
    return () => subscription.unsubscribe();
  }, [form, saver, store]);

  // Leaving the page or the tab: what is not saved yet goes now.
  useEffect(() => () => void saver.flush(), [saver]);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = useCallback((next: number) => {
    moved.current = true;
    setStepIndex(next);
  }, []);

  /** Saves her answers with `at` as her step; true once they are kept. */
  const saveAt = useCallback((at: number) => saver.flush({ step: at, values: form.getValues() }), [saver, form]);

  const shown = shownFields(current, values, fields);

  /** Checks the questions this step shows; false (and the first problem focused) when one needs her. */
  const checkStep = () =>
    form.trigger(
      shown.map((field) => field.name),
      { shouldFocus: true },
    );

  /**
   * Checks every answer and gives the parsed ones to `onValid`; otherwise sends her to the first step with a
   * problem (a draft from another device may have skipped a step's check).
   */
  const finish = (onValid: (data: Answers) => unknown) =>
    form.handleSubmit(
      (data) => onValid(data),
      (errors) => {
        const at = firstStepAsking(steps, Object.keys(errors));
        if (at !== undefined && at !== step) goTo(at);
      },
    )();

  /** A field's problem in her language (messages are catalog keys, field-messages.ts, or a server's words). */
  const errorOf = (name: string): string | undefined => {
    const message = form.formState.errors[name]?.message;
    return typeof message === "string" ? translateMessage(message, (key, messageValues) => t(key, messageValues)) : undefined;
  };

  return {
    form,
    values,
    steps,
    step,
    current,
    shown,
    position: positionOf(step, steps.length),
    isFirst: step === 0,
    isLast: step === steps.length - 1,
    isReview: current?.review === true,
    headingRef,
    goTo,
    saveAt,
    checkStep,
    finish,
    errorOf,
    saver,
    saveStatus,
  };
}

export type Questionnaire = ReturnType<typeof useQuestionnaire>;
