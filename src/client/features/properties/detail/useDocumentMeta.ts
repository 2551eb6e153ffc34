import { useEffect } from 'react';
import {
  DEFAULT_DESCRIPTION,
  JSON_LD_ID,
  pageMeta,
  serializeJsonLd,
  type PageHead,
} from '../../../../shared/page-meta';

type Restore = () => void;

/**
 * Puts back what a tag held before the page set it. When it already held this page's own value, the server
 * wrote it for this address (a direct visit), so it falls back to the site-wide value (`fallback`), or goes
 * away when there is none: the next page must not inherit this property's description.
 */
function restoreValue(previous: string | null, ours: string, fallback: string | null): string | null {
  return previous === null || previous === ours ? fallback : previous;
}

/** Sets (or creates) one element attribute in <head>, and returns how to undo it. */
function setHeadTag(
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string,
  fallback: string | null = null,
): Restore {
  const existing = document.head.querySelector<HTMLElement>(selector);
  const element = existing ?? create();
  const previous = existing ? existing.getAttribute(attribute) : null;
  element.setAttribute(attribute, value);
  if (!existing) document.head.appendChild(element);
  return () => {
    const next = restoreValue(previous, value, fallback);
    if (next === null) element.remove();
    else element.setAttribute(attribute, next);
  };
}

function setMeta(attribute: 'name' | 'property', key: string, content: string, fallback?: string): Restore {
  const create = () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  };
  return setHeadTag(`meta[${attribute}="${key}"]`, create, 'content', content, fallback);
}

function setCanonical(url: string): Restore {
  const create = () => {
    const link = document.createElement('link');
    link.setAttribute('rel', 'canonical');
    return link;
  };
  return setHeadTag('link[rel="canonical"]', create, 'href', url);
}

/**
 * Structured data, written with textContent: it is data, not executed script, so the CSP (script-src 'self')
 * allows it. It describes this page only, so it is removed on unmount whoever created it.
 */
function setJsonLd(json: string): Restore {
  let script = document.getElementById(JSON_LD_ID);
  if (!script) {
    script = document.createElement('script');
    script.id = JSON_LD_ID;
    script.setAttribute('type', 'application/ld+json');
    document.head.appendChild(script);
  }
  script.textContent = json;
  const element = script;
  return () => element.remove();
}

/**
 * Keeps the document title, description, Open Graph tags, canonical link and JSON-LD in step with the page
 * while the visitor navigates inside the single-page app (the server writes the same tags into the HTML of a
 * direct visit). All of it is undone on unmount. Pass null while there is nothing to describe yet.
 */
export function useDocumentMeta(meta: PageHead | null): void {
  const title = meta?.title ?? null;
  const description = meta?.description ?? null;
  const url = meta?.url ?? null;
  // The effect compares strings, so a new but equal head object (a refetch) touches nothing.
  const og = meta ? JSON.stringify(meta.og) : null;
  const json = meta?.jsonLd ? serializeJsonLd(meta.jsonLd) : null;

  useEffect(() => {
    if (title === null) return;
    const previousTitle = document.title;
    document.title = title;
    const restores: Restore[] = [];
    if (description !== null) restores.push(setMeta('name', 'description', description, DEFAULT_DESCRIPTION));
    const ogTags = og === null ? {} : (JSON.parse(og) as Record<string, string>);
    for (const [property, content] of Object.entries(ogTags))
      restores.push(setMeta('property', property, content));
    if (url !== null) restores.push(setCanonical(url));
    if (json !== null) restores.push(setJsonLd(json));
    return () => {
      document.title = restoreValue(previousTitle, title, pageMeta['/'].title) ?? pageMeta['/'].title;
      // Newest first, so a tag set twice ends as it started.
      for (const restore of restores.reverse()) restore();
    };
  }, [title, description, url, og, json]);
}
