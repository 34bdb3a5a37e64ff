/**
 * The profile-completion form's model besides the rules (src/domain/profile-completion.ts): what a role's part of the
 * form describes (RoleForm), the resolver that checks the values with the rules and turns them into the request,
 * reading number fields, and showing a refused call at the fields.
 */
import type { ComponentType } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { isApiError } from '../../../src/api/errors';
import { MESSAGES } from '../../../src/config/messages';
import { checkProfileNames, type NameField, type NameInput, type ProfileErrors, type ProfileMessages } from '../../../src/domain/profile-completion';
import type { Section, Words } from '../../../src/i18n/text';
import type { CompletingRole, ProfileCompletion, ProfileDetails } from './api';

/** A number field's value: null when empty, NaN when not a number (the rules then name the field). */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/** A stored number as a field's text. */
export function numberText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export interface ShownErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  /** For the form as a whole; null when everything went to fields or to the app's deactivated-account toast. */
  form: string | null;
}

/**
 * A refused call, for the form: the server's field messages at the fields (422 messages are the rules'
 * own sentences; a 400 schema fragment gets the field's label), the rest as one message.
 */
export function shownErrors<F extends string>(error: unknown, labels: Record<F, string>): ShownErrors<F> {
  if (!isApiError(error)) return { fields: {}, form: error instanceof Error && error.message ? error.message : MESSAGES.defaultError };
  if (error.status === 403 && error.message === MESSAGES.accountDeactivated) return { fields: {}, form: null };
  const fields: Partial<Record<F, string>> = {};
  const entries = Object.entries(error.validation ?? {});
  for (const [field, message] of entries) {
    if (!Object.hasOwn(labels, field)) continue;
    fields[field as F] = error.status === 400 ? `${labels[field as F]} ${message}` : message;
  }
  const placed = Object.keys(fields).length;
  return { fields, form: placed && placed === entries.length ? null : error.message };
}

/** The fields every role's form has besides its own: the photo and the account's names. */
export interface CommonValues {
  /** The uploaded photo's URL, or null. */
  photo: string | null;
  first_name: string;
  last_name: string;
}

/** What the request carries besides the role's fields: the photo when it changed, the names while they are asked for. */
export type CommonRequest = { photo?: string | null } & NameInput;

/** The words every role's section has (athleteProfileText, trainerProfileText); its fields' own words are beside them. */
export type RoleWords = Words & { intro: string; form: string; labels: Record<string, string>; complete: string; save: string };

/**
 * What differs by role in the profile-completion form (athlete-form.tsx, trainer-form.tsx): its fields, their values
 * from the stored profile, what they send, and its rules. The photo, the names, the checking, the sending and the
 * server's verdict are the one form's (ProfileCompletionForm.tsx).
 */
export interface RoleForm<R extends CompletingRole, V extends FieldValues, W extends RoleWords> {
  /** The role's words: the page's intro, the form's name, the labels (the server's 400 messages name them), the button. */
  text: Section<W>;
  /** The role's fields' values, from the stored profile's `details`. */
  defaults(details: ProfileDetails<R>): V;
  /** What the role's fields send (the form adds the photo and the names). */
  request(values: V): Omit<ProfileCompletion<R>, 'photo'>;
  /** The role's rules (src/domain/profile-completion.ts) on the request, in the form's words: field -> message. */
  check(body: ProfileCompletion<R>, words: W, messages: ProfileMessages): ProfileErrors<string>;
  /** The role's fields, under the photo and the names: they reach the form through react-hook-form's context. */
  Fields: ComponentType;
}

/** The account lacks a first or a last name: the form asks for both (and sends them). */
export function namesNeeded(stored: NameInput): boolean {
  return !stored.first_name?.trim() || !stored.last_name?.trim();
}

export interface CompletionRules<V extends CommonValues, B extends object> {
  /** The photo the profile has: the request carries the photo only when it changed (an untouched one is left as it is). */
  photo: string | null;
  /** The account's names now: asked for, checked and sent only while one is missing (namesNeeded). */
  names: NameInput;
  nameLabels: Record<NameField, string>;
  /** The rules' messages in the form's language. */
  messages: ProfileMessages;
  /** The role's part of the request, from the values. */
  request(values: V): B;
  /** The role's rules on the request (its photo included). */
  check(body: B & { photo?: string | null }): ProfileErrors<string>;
}

/**
 * The form's resolver (react-hook-form): the values as the request the completion sends when the rules pass, else
 * the rules' messages at their fields. The form runs it when sent, and on each change once it has been sent.
 */
export function completionResolver<V extends CommonValues, B extends object>(rules: CompletionRules<V, B>): Resolver<V, unknown, B & CommonRequest> {
  const asked = namesNeeded(rules.names);
  return (values) => {
    const body = { ...(values.photo !== rules.photo ? { photo: values.photo } : {}), ...rules.request(values) };
    const names: NameInput = asked ? { first_name: values.first_name, last_name: values.last_name } : {};
    const errors = { ...rules.check(body), ...(asked ? checkProfileNames(names, rules.names, { messages: rules.messages, labels: rules.nameLabels }) : {}) };
    const fields = Object.entries(errors).filter((entry): entry is [string, string] => !!entry[1]);
    if (!fields.length) return { values: { ...body, ...names }, errors: {} };
    return { values: {}, errors: Object.fromEntries(fields.map(([field, message]) => [field, { type: 'validate', message }])) as FieldErrors<V> };
  };
}
