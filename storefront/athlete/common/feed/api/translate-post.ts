/**
 * Lambda `deployments/gpt-translate`: a post's text in the reader's language (the browser's), asked once the reader
 * wants it and kept per post, text and language.
 */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { components } from '../../../../../src/generated/api';

export type Translation = components['schemas']['TranslateResponse'];

export function translateText(text: string, targetLanguage: string, signal?: AbortSignal): Promise<Translation> {
  return unwrap(
    api.POST('/v1/api/{project}/{role}/lambda/deployments/gpt-translate', {
      params: { path: onPath() },
      body: { text, target_language: targetLanguage },
      signal,
    }),
  );
}

/** The reader's language as a tag the API takes (`es-ES`, `pt-BR`, `en`), English when the browser names none. */
export function readerLanguage(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]): string {
  const tag = languages.find((l) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/.test(l));
  return tag ?? 'en';
}

/** `es-ES` → Spanish (Spain), named in the app's language (`fr`: espagnol (Espagne)); the tag itself when the browser cannot name it. */
export function languageLabel(tag: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

export function usePostTranslation(postId: number, text: string, targetLanguage: string, requested: boolean) {
  return useQuery({
    queryKey: ['athlete', 'feed', 'translation', postId, targetLanguage, text],
    queryFn: ({ signal }) => translateText(text, targetLanguage, signal),
    enabled: requested,
    staleTime: Infinity,
    retry: false,
  });
}
