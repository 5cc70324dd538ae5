import type { TextKey } from '#shared/content/locales/text-keys.ts';
import { REVIEW_TAGS } from '../../schemas/diary.ts';
import { BOOKING_REFERENCE_PATTERN } from '../booking-reference.ts';

/** A review has at most 3 tags, from the fixed list. */
export const MAX_REVIEW_TAGS = 3;

export type ReviewField = 'reviewerName' | 'bookingReference' | 'comment' | 'youtubeLink' | 'tags' | 'rating';
export interface ReviewProblem {
  field: ReviewField;
  /** Text key under kitchenRules.reviews. */
  key: TextKey;
}

const REVIEWS = 'kitchenRules.reviews';

/** True for an http(s) link on youtube.com (any subdomain: www, m, music…) or youtu.be. */
export function isYouTubeLink(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const host = parsed.hostname.toLowerCase();
  return host === 'youtube.com' || host.endsWith('.youtube.com') || host === 'youtu.be';
}

/**
 * A booking reference as the customer may read it out: any case, spaces, with or without the MND- prefix
 * ('mnd 7k3q9', '7K3Q9' → 'MND-7K3Q9'); '' when blank; null when it cannot be a reference.
 */
export function normalizeBookingReference(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  if (compact === '') return '';
  const code = compact.length === 8 && compact.startsWith('MND') ? compact.slice(3) : compact;
  const reference = `MND-${code}`;
  return BOOKING_REFERENCE_PATTERN.test(reference) ? reference : null;
}

/**
 * The first problem of a review, checked in form order (name, booking reference, review, YouTube link,
 * tags, rating), or null when it may be saved. Name and review must be non-blank; the booking reference
 * and the YouTube link are optional.
 */
export function reviewProblem(input: {
  reviewerName: string;
  bookingReference?: string;
  comment: string;
  youtubeLink: string;
  tags: string[];
  rating: number;
}): ReviewProblem | null {
  if (input.reviewerName.trim() === '') return { field: 'reviewerName', key: `${REVIEWS}.nameRequired` };
  if (normalizeBookingReference(input.bookingReference ?? '') === null) {
    return { field: 'bookingReference', key: `${REVIEWS}.referenceInvalid` };
  }
  if (input.comment.trim() === '') return { field: 'comment', key: `${REVIEWS}.commentRequired` };
  const link = input.youtubeLink.trim();
  if (link !== '' && !isYouTubeLink(link)) return { field: 'youtubeLink', key: `${REVIEWS}.youtubeInvalid` };
  if (input.tags.length > MAX_REVIEW_TAGS) return { field: 'tags', key: `${REVIEWS}.tooManyTags` };
  if (!input.tags.every(isReviewTag)) return { field: 'tags', key: `${REVIEWS}.unknownTag` };
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
    return { field: 'rating', key: `${REVIEWS}.ratingInvalid` };
  }
  return null;
}

type ReviewTag = (typeof REVIEW_TAGS)[number];

function isReviewTag(tag: string): tag is ReviewTag {
  return (REVIEW_TAGS as readonly string[]).includes(tag);
}

/** 'Good value' → 'goodValue', as a type: a tag without its text fails the type check. */
type CamelCase<Words extends string> = Words extends `${infer Head} ${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<CamelCase<Tail>>}`
  : Lowercase<Words>;

/** 'Good value' → 'goodValue': the tag's key under kitchenRules.reviews.tags. */
export function reviewTagKey(tag: ReviewTag): TextKey {
  const camel = tag.toLowerCase().replace(/ (\w)/g, (_whole, letter: string) => letter.toUpperCase());
  return `${REVIEWS}.tags.${camel as CamelCase<ReviewTag>}`;
}
