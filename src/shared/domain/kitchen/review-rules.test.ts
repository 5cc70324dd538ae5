import { describe, expect, it } from 'vitest';
import { REVIEW_TAGS } from '../../schemas/diary.ts';
import { englishText } from '../../content/messages.ts';
import { ml } from '../../content/locales/ml.ts';
import {
  MAX_REVIEW_TAGS,
  isYouTubeLink,
  normalizeBookingReference,
  reviewProblem,
  reviewTagKey,
} from './review-rules.ts';

const good = {
  reviewerName: 'Anu',
  comment: 'Lovely mandi',
  youtubeLink: '',
  tags: ['Tasty', 'On time'],
  rating: 5,
};

describe('isYouTubeLink', () => {
  it('accepts youtube.com (any subdomain) and youtu.be over http or https', () => {
    expect(isYouTubeLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(isYouTubeLink('http://youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(isYouTubeLink('https://m.youtube.com/shorts/abc')).toBe(true);
    expect(isYouTubeLink('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isYouTubeLink('HTTPS://WWW.YOUTUBE.COM/watch?v=x')).toBe(true);
  });

  it('refuses other hosts, look-alikes, other schemes and text', () => {
    expect(isYouTubeLink('https://vimeo.com/123')).toBe(false);
    expect(isYouTubeLink('https://notyoutube.com/watch?v=x')).toBe(false);
    expect(isYouTubeLink('https://youtube.com.example.com/watch?v=x')).toBe(false);
    expect(isYouTubeLink('https://youtube.com@example.com/watch')).toBe(false);
    expect(isYouTubeLink('ftp://youtube.com/x')).toBe(false);
    expect(isYouTubeLink('javascript:alert(1)//youtube.com')).toBe(false);
    expect(isYouTubeLink('www.youtube.com/watch?v=x')).toBe(false);
    expect(isYouTubeLink('not a link')).toBe(false);
    expect(isYouTubeLink('')).toBe(false);
  });
});

describe('normalizeBookingReference', () => {
  it('reads a reference as a customer may give it', () => {
    expect(normalizeBookingReference('MND-7K3Q9')).toBe('MND-7K3Q9');
    expect(normalizeBookingReference(' mnd-7k3q9 ')).toBe('MND-7K3Q9');
    expect(normalizeBookingReference('mnd 7k3q9')).toBe('MND-7K3Q9');
    expect(normalizeBookingReference('7K3Q9')).toBe('MND-7K3Q9');
    expect(normalizeBookingReference('MND-MND7K')).toBe('MND-MND7K');
    expect(normalizeBookingReference('   ')).toBe('');
  });

  it('refuses what cannot be a reference: a phone number, look-alike letters, the wrong length', () => {
    for (const text of ['9847012345', '+91 98470 12345', 'MND-0O1I2', 'MND-7K3Q', 'MND-7K3Q9X', 'ABC-7K3Q9']) {
      expect(normalizeBookingReference(text), text).toBeNull();
    }
  });
});

describe('reviewProblem', () => {
  it('passes a good review, with or without a YouTube link and tags', () => {
    expect(reviewProblem(good)).toBeNull();
    expect(reviewProblem({ ...good, youtubeLink: 'https://youtu.be/abc', tags: [] })).toBeNull();
    expect(reviewProblem({ ...good, youtubeLink: '   ' })).toBeNull();
  });

  it('needs a name and a review, each with its message', () => {
    const name = reviewProblem({ ...good, reviewerName: '  ' });
    expect(name).toEqual({ field: 'reviewerName', key: 'kitchenRules.reviews.nameRequired' });
    expect(englishText(name!.key)).toBe('Please enter your name');
    const comment = reviewProblem({ ...good, comment: '' });
    expect(comment).toEqual({ field: 'comment', key: 'kitchenRules.reviews.commentRequired' });
    expect(englishText(comment!.key)).toBe('Please enter your review');
  });

  it('takes an optional booking reference and refuses one that cannot be a reference', () => {
    expect(reviewProblem({ ...good, bookingReference: '' })).toBeNull();
    expect(reviewProblem({ ...good, bookingReference: 'mnd-7k3q9' })).toBeNull();
    const problem = reviewProblem({ ...good, bookingReference: '9847012345' });
    expect(problem).toEqual({ field: 'bookingReference', key: 'kitchenRules.reviews.referenceInvalid' });
    expect(englishText(problem!.key)).toBe('Enter the booking reference as on the booking, e.g. MND-7K3Q9');
  });

  it('checks in form order: name first', () => {
    expect(reviewProblem({ ...good, reviewerName: '', comment: '', rating: 9 })?.field).toBe('reviewerName');
  });

  it('refuses a link that is not YouTube', () => {
    const problem = reviewProblem({ ...good, youtubeLink: 'https://example.com/video' });
    expect(problem).toEqual({ field: 'youtubeLink', key: 'kitchenRules.reviews.youtubeInvalid' });
    expect(englishText(problem!.key)).toBe(
      'Please enter a valid YouTube link (e.g., https://www.youtube.com/watch?v=XXXXXXXXXXX)',
    );
  });

  it('allows at most 3 tags, all from the list', () => {
    expect(MAX_REVIEW_TAGS).toBe(3);
    expect(reviewProblem({ ...good, tags: ['Tasty', 'Authentic', 'Great aroma'] })).toBeNull();
    expect(reviewProblem({ ...good, tags: ['Tasty', 'Authentic', 'Great aroma', 'On time'] })).toEqual({
      field: 'tags',
      key: 'kitchenRules.reviews.tooManyTags',
    });
    expect(reviewProblem({ ...good, tags: ['Tasty', 'Spicy'] })).toEqual({
      field: 'tags',
      key: 'kitchenRules.reviews.unknownTag',
    });
    expect(reviewProblem({ ...good, tags: ['tasty'] })?.field).toBe('tags');
  });

  it('needs a whole-number rating from 1 to 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(reviewProblem({ ...good, rating })).toBeNull();
    for (const rating of [0, 6, 4.5, -1, Number.NaN]) {
      expect(reviewProblem({ ...good, rating })).toEqual({
        field: 'rating',
        key: 'kitchenRules.reviews.ratingInvalid',
      });
    }
  });

  it('words every problem in English and Malayalam', () => {
    const reviews = ml.kitchenRules.reviews as Record<string, unknown>;
    for (const name of [
      'nameRequired',
      'commentRequired',
      'youtubeInvalid',
      'tooManyTags',
      'unknownTag',
      'ratingInvalid',
      'referenceInvalid',
    ]) {
      expect(englishText(`kitchenRules.reviews.${name}`)).toEqual(expect.any(String));
      expect(reviews[name]).toEqual(expect.any(String));
    }
  });
});

describe('reviewTagKey', () => {
  it('names each of the nine tags by a key whose English text is the tag', () => {
    expect(REVIEW_TAGS).toHaveLength(9);
    expect(reviewTagKey('Good value')).toBe('kitchenRules.reviews.tags.goodValue');
    expect(reviewTagKey('Perfect spice level')).toBe('kitchenRules.reviews.tags.perfectSpiceLevel');
    for (const tag of REVIEW_TAGS) expect(englishText(reviewTagKey(tag))).toBe(tag);
  });

  it('has a Malayalam text for every tag', () => {
    const tags = ml.kitchenRules.reviews.tags as Record<string, string>;
    expect(Object.keys(tags)).toHaveLength(9);
    for (const text of Object.values(tags)) expect(text.trim()).not.toBe('');
  });
});
