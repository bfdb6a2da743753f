import { describe, expect, it } from 'vitest';
import { helpArticleIdSchema, helpArticleInputSchema } from './admin';
import { CONTACT } from './contact';
import { DEFAULT_HELP_ARTICLES } from './help-content';

const articles = Object.entries(DEFAULT_HELP_ARTICLES);
const published = articles.filter(([, article]) => article.published);

/** The pages of the web app an article may link to (web/src/app/routing/routeTable.ts). */
const APP_PAGES = [
  '/how-it-works',
  '/services',
  '/register',
  '/become-provider',
  '/provider-verification',
  '/transaction-calculator',
  '/payment-methods',
  '/mobile-money-guide',
  '/my-bookings',
  '/smart-quotation',
  '/privacy',
  '/about',
];

describe('the default help articles', () => {
  it('are valid articles as the api stores them, with valid ids', () => {
    for (const [id, article] of articles) {
      expect(helpArticleIdSchema.safeParse(id).success, id).toBe(true);
      const parsed = helpArticleInputSchema.safeParse(article);
      expect(parsed.success, `${id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      // Stored as given: keywords already lower-cased and distinct.
      expect(parsed.data?.keywords, id).toEqual(article.keywords);
    }
  });

  it('cover what customers and providers ask, all published but one draft', () => {
    expect(published.length).toBe(articles.length - 1);
    expect(DEFAULT_HELP_ARTICLES['laisser-un-avis']?.published).toBe(false);
    const keywords = new Set(published.flatMap(([, article]) => article.keywords));
    for (const topic of [
      'how it works',
      'provider',
      'verification',
      'fees',
      'mobile money',
      'booking',
      'quote',
      'cancel',
      'privacy',
      'contact',
    ]) {
      expect(keywords, topic).toContain(topic);
    }
  });

  it('each link to a page of the app', () => {
    for (const [id, article] of articles) expect(APP_PAGES, id).toContain(article.link);
  });

  it('answer in both languages, the same figures in each', () => {
    for (const [id, { answer }] of articles) {
      const figures = (text: string) => text.match(/\d+/g) ?? [];
      expect(figures(answer.en).sort(), id).toEqual(figures(answer.fr).sort());
    }
  });

  it('give the platform’s real contact details', () => {
    const contact = DEFAULT_HELP_ARTICLES['contacter-l-equipe'];
    for (const text of [contact?.answer.fr, contact?.answer.en]) {
      expect(text).toContain(CONTACT.email);
      expect(text).toContain(CONTACT.whatsapp);
    }
  });
});
