import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './i18n';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationParams,
} from './notification-constants';
import {
  SMS_MAX_LENGTH,
  appUrlOf,
  escapeHtml,
  formatNotificationDateTime,
  formatNotificationDay,
  renderMail,
  renderNotification,
  renderSms,
} from './notification-texts';

const title = { fr: 'Réparation de fuite', en: 'Leak repair' };

/** One realistic example of every kind. 2026-11-23 is a Monday. */
const EXAMPLES: { [K in NotificationKind]: NotificationParams[K] } = {
  booking_confirmation: {
    bookingId: 'b1',
    serviceTitle: title,
    providerName: 'Jean Kamga',
    day: '2026-11-23',
    time: '14:30',
    timeZone: 'Africa/Douala',
  },
  payment_confirmation: {
    paymentId: 'p1',
    bookingId: 'b1',
    amountFCFA: 25000,
    method: 'orange_money',
  },
  verification_code: {
    paymentId: 'p1',
    code: '482913',
    expiresAtMs: Date.UTC(2026, 10, 23, 13, 35),
  },
  quote_request: {
    quoteId: 'q1',
    category: 'plumbing',
    serviceTitle: null,
    city: 'Douala',
    customerName: 'Awa D.',
  },
  new_message: { conversationId: 'c1', senderName: 'Jean Kamga', excerpt: 'Je passe à 15 h.' },
  provider_response: {
    quoteId: 'q1',
    providerId: 'jean',
    providerName: 'Jean Kamga',
    totalFCFA: 1250000,
  },
  service_reminder: {
    bookingId: 'b1',
    serviceTitle: title,
    providerName: 'Jean Kamga',
    day: '2026-11-23',
    time: '09:05',
    timeZone: 'Africa/Douala',
  },
  payment_due: {
    contractId: 'k1',
    serviceTitle: { fr: 'Entretien mensuel' },
    providerName: 'Jean Kamga',
    totalFCFA: 75000,
    dueDay: '2026-12-01',
  },
  account_updated: { changes: ['profile', 'settings'] },
  service_completed: {
    bookingId: 'b1',
    serviceTitle: title,
    counterpartName: 'Jean Kamga',
    completedBy: 'provider',
    recipient: 'customer',
  },
  review_request: { bookingId: 'b1', serviceTitle: title, providerName: 'Jean Kamga' },
};

const render = <K extends NotificationKind>(kind: K, lang: 'fr' | 'en') =>
  renderNotification(kind, EXAMPLES[kind], lang, { timeZone: 'Africa/Douala' });

const APP = 'https://demo.web.app';

describe('every kind, in both languages', () => {
  const cases = NOTIFICATION_KINDS.flatMap((kind) =>
    LANGUAGES.map((lang) => [kind, lang] as const),
  );

  it.each(cases)(
    '%s in %s has a title, a body, a mail and an SMS, with nothing missing',
    (kind, lang) => {
      const item = render(kind, lang);
      const mail = renderMail(kind, EXAMPLES[kind], lang, {
        appUrl: APP,
        timeZone: 'Africa/Douala',
      });
      const sms = renderSms(kind, EXAMPLES[kind], lang, { appUrl: APP, timeZone: 'Africa/Douala' });
      expect(item.title.length).toBeGreaterThan(3);
      expect(item.body.length).toBeGreaterThan(10);
      for (const text of [item.title, item.body, mail.subject, mail.text, mail.html, sms]) {
        expect(text).not.toMatch(/undefined|null|NaN|\[object/);
      }
      expect(mail.subject).toContain(item.title);
      expect(mail.text).toContain(item.body);
      expect(mail.html).toContain(`<html lang="${lang}">`);
      expect(sms.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      expect(sms).toContain(item.body);
    },
  );

  it('differs between French and English for every kind', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(render(kind, 'fr').title, kind).not.toBe(render(kind, 'en').title);
      // A message's body is what its sender wrote.
      if (kind !== 'new_message') {
        expect(render(kind, 'fr').body, kind).not.toBe(render(kind, 'en').body);
      }
    }
  });
});

describe('texts', () => {
  it('confirms a booking with its service, provider and date in the language', () => {
    expect(render('booking_confirmation', 'fr')).toEqual({
      title: 'Réservation confirmée',
      body: 'Jean Kamga a confirmé votre réservation « Réparation de fuite » du lundi 23 novembre 2026 à 14:30.',
      link: '/my-bookings',
    });
    expect(render('booking_confirmation', 'en')).toEqual({
      title: 'Booking confirmed',
      body: 'Jean Kamga confirmed your booking for Leak repair on Monday 23 November 2026 at 14:30.',
      link: '/my-bookings',
    });
  });

  it('writes amounts in FCFA with grouped digits', () => {
    expect(render('payment_confirmation', 'fr').body).toBe(
      'Votre paiement de 25 000 FCFA (Orange Money) a bien été reçu. Merci !',
    );
    expect(render('payment_confirmation', 'en').body).toContain('25 000 FCFA (Orange Money)');
    expect(render('provider_response', 'fr').body).toBe(
      'Jean Kamga vous a envoyé un devis de 1 250 000 FCFA.',
    );
    expect(render('provider_response', 'en').body).toBe(
      'Jean Kamga sent you a quote for 1 250 000 FCFA.',
    );
    expect(render('payment_due', 'fr').body).toBe(
      'Le paiement de 75 000 FCFA de votre contrat avec Jean Kamga (« Entretien mensuel ») est dû le mardi 1 décembre 2026.',
    );
    // No English title: the French one.
    expect(render('payment_due', 'en').body).toBe(
      'The payment of 75 000 FCFA for your contract with Jean Kamga (Entretien mensuel) is due on Tuesday 1 December 2026.',
    );
  });

  it('names the payment method in the language, or its code when unknown', () => {
    const card = { ...EXAMPLES.payment_confirmation, method: 'card' };
    expect(renderNotification('payment_confirmation', card, 'fr').body).toContain(
      '(carte bancaire)',
    );
    expect(renderNotification('payment_confirmation', card, 'en').body).toContain('(card)');
    const other = { ...EXAMPLES.payment_confirmation, method: 'free_money' };
    expect(renderNotification('payment_confirmation', other, 'en').body).toContain('(free money)');
  });

  it("shows a code's expiry on the recipient's clock, else in UTC, and links nowhere", () => {
    expect(render('verification_code', 'fr')).toEqual({
      title: 'Code de vérification',
      body: "Votre code de vérification est 482913. Il est valable jusqu'à 14:35. Ne le communiquez à personne.",
      link: null,
    });
    expect(
      renderNotification('verification_code', EXAMPLES.verification_code, 'en').body,
    ).toContain('valid until 13:35 UTC.');
  });

  it('names the service of a quote request, else its category in the language, else the slug', () => {
    expect(render('quote_request', 'fr').body).toBe(
      'Awa D. vous demande un devis (Plomberie) à Douala.',
    );
    expect(render('quote_request', 'en').body).toBe(
      'Awa D. is asking you for a quote (Plumbing) in Douala.',
    );
    const titled = { ...EXAMPLES.quote_request, serviceTitle: title };
    expect(renderNotification('quote_request', titled, 'en').body).toContain('(Leak repair)');
    expect(renderNotification('quote_request', titled, 'fr').body).toContain(
      '(Réparation de fuite)',
    );
    const other = { ...EXAMPLES.quote_request, category: 'gardening', city: ' ' };
    expect(renderNotification('quote_request', other, 'fr').body).toBe(
      'Awa D. vous demande un devis (gardening).',
    );
    expect(render('quote_request', 'fr').link).toBe('/provider-quotations');
  });

  it('shows a message excerpt, or says an attachment came', () => {
    expect(render('new_message', 'fr')).toEqual({
      title: 'Nouveau message de Jean Kamga',
      body: 'Je passe à 15 h.',
      link: '/messages/c1',
    });
    const attachment = { ...EXAMPLES.new_message, excerpt: '' };
    expect(renderNotification('new_message', attachment, 'en').body).toBe(
      'Jean Kamga sent you an attachment.',
    );
  });

  it('lists the changed account groups', () => {
    expect(render('account_updated', 'fr').body).toMatch(
      /^Modifications enregistrées : profil et paramètres\. /,
    );
    const all = { changes: ['profile', 'contact', 'settings'] as const };
    expect(renderNotification('account_updated', { changes: [...all.changes] }, 'en').body).toMatch(
      /^Changes saved: profile, contact details and settings\. /,
    );
    expect(renderNotification('account_updated', { changes: [] }, 'en').body).toMatch(
      /^Your account was changed\. /,
    );
    expect(render('account_updated', 'en').link).toBe('/settings');
  });

  it('tells a provider of each verification step, in their language, with its page', () => {
    const change = {
      providerId: 'p1',
      kind: 'licence',
      event: 'rejected',
      reason: 'unreadable',
      reasonText: null,
      validUntil: null,
    } as const;
    const rejected = { changes: [], verification: change };
    expect(renderNotification('account_updated', rejected, 'fr')).toEqual({
      title: 'Document refusé',
      body: 'Votre licence professionnelle a été refusée : document illisible. Vous pouvez envoyer un nouveau document.',
      link: '/provider-verification',
    });
    const other = { ...change, reason: 'other', reasonText: 'Photo coupée' } as const;
    expect(
      renderNotification('account_updated', { changes: [], verification: other }, 'en').body,
    ).toBe('Your professional licence was rejected: Photo coupée. You can send a new document.');
    const record = {
      ...change,
      kind: 'criminal_record',
      reason: null,
      validUntil: '2027-06-10',
    } as const;
    const approved = { changes: [], verification: { ...record, event: 'approved' } as const };
    expect(renderNotification('account_updated', approved, 'fr')).toEqual({
      title: 'Document approuvé',
      body: "Votre extrait de casier judiciaire a été approuvé ; valable jusqu'au jeudi 10 juin 2027.",
      link: '/providers/p1/criminal-record',
    });
    const reminder = { changes: [], verification: { ...record, event: 'reminder' } as const };
    expect(renderNotification('account_updated', reminder, 'en').body).toBe(
      'Your criminal record extract expires on Thursday 10 June 2027. Send a new one to stay verified.',
    );
    const expired = {
      changes: [],
      verification: { ...record, kind: 'identity', event: 'expired' } as const,
    };
    expect(renderNotification('account_updated', expired, 'fr')).toEqual({
      title: 'Document expiré',
      body: "Votre pièce d'identité a expiré le jeudi 10 juin 2027. Envoyez-en un nouveau pour retrouver votre badge.",
      link: '/provider-verification',
    });
    expect(renderSms('account_updated', expired, 'en', { appUrl: 'https://x.web.app' })).toBe(
      'Services Africa: Document expired. Your identity document expired on Thursday 10 June 2027. Send a new one to get your badge back. https://x.web.app/en/provider-verification',
    );
  });

  it('tells each party of a completion, with the link of their side', () => {
    expect(render('service_completed', 'fr').body).toBe(
      'Jean Kamga a indiqué que la prestation « Réparation de fuite » est terminée.',
    );
    const byTimer = {
      ...EXAMPLES.service_completed,
      completedBy: 'timer' as const,
      recipient: 'provider' as const,
      counterpartName: 'Awa D.',
    };
    expect(renderNotification('service_completed', byTimer, 'fr')).toEqual({
      title: 'Prestation terminée',
      body: 'La prestation « Réparation de fuite » avec Awa D. est terminée (clôturée automatiquement).',
      link: '/provider-bookings',
    });
    expect(renderNotification('service_completed', byTimer, 'en').body).toBe(
      'Leak repair with Awa D. is completed (closed automatically).',
    );
    expect(render('service_completed', 'en').link).toBe('/my-bookings');
  });

  it('gives every kind the link the contract names', () => {
    const links = Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, render(kind, 'en').link]),
    );
    expect(links).toEqual({
      booking_confirmation: '/my-bookings',
      payment_confirmation: '/my-bookings',
      verification_code: null,
      quote_request: '/provider-quotations',
      new_message: '/messages/c1',
      provider_response: '/quotation-details/q1',
      service_reminder: '/my-bookings',
      payment_due: '/contracts/k1',
      account_updated: '/settings',
      service_completed: '/my-bookings',
      review_request: '/my-bookings',
    });
  });
});

describe('dates', () => {
  it('writes a day and time in the language', () => {
    expect(formatNotificationDay('2026-11-23', 'fr')).toBe('lundi 23 novembre 2026');
    expect(formatNotificationDay('2026-11-23', 'en')).toBe('Monday 23 November 2026');
    expect(formatNotificationDateTime('2027-01-01', '08:00', 'Africa/Douala', 'fr')).toBe(
      'vendredi 1 janvier 2027 à 08:00',
    );
  });

  it("names the zone only when the recipient's clock reads otherwise", () => {
    // Douala and Lagos are both UTC+1: no need to say.
    expect(
      formatNotificationDateTime('2026-11-23', '14:30', 'Africa/Douala', 'fr', 'Africa/Lagos'),
    ).toBe('lundi 23 novembre 2026 à 14:30');
    expect(
      formatNotificationDateTime('2026-11-23', '14:30', 'Africa/Douala', 'fr', 'Africa/Dakar'),
    ).toBe('lundi 23 novembre 2026 à 14:30 (heure de Douala)');
    expect(
      formatNotificationDateTime(
        '2026-11-23',
        '14:30',
        'Africa/Dar_es_Salaam',
        'en',
        'Africa/Douala',
      ),
    ).toBe('Monday 23 November 2026 at 14:30 (Dar es Salaam time)');
  });
});

describe('mail', () => {
  it('greets, links to the app in the language and offers the settings', () => {
    const fr = renderMail('provider_response', EXAMPLES.provider_response, 'fr', {
      appUrl: `${APP}/`,
      firstName: 'Awa',
    });
    expect(fr.subject).toBe('Nouveau devis reçu – Services Afrique');
    expect(fr.text).toBe(
      [
        'Bonjour Awa,',
        '',
        'Jean Kamga vous a envoyé un devis de 1 250 000 FCFA.',
        '',
        'Voir le devis : https://demo.web.app/quotation-details/q1',
        '',
        '--',
        'Services Afrique',
        'Vous recevez cet e-mail car les notifications par e-mail sont activées sur votre compte.',
        'Gérer mes notifications : https://demo.web.app/settings',
      ].join('\n'),
    );
    expect(fr.html).toContain('href="https://demo.web.app/quotation-details/q1"');
    const en = renderMail('provider_response', EXAMPLES.provider_response, 'en', { appUrl: APP });
    expect(en.text).toMatch(/^Hello,\n/);
    expect(en.text).toContain('View the quote: https://demo.web.app/en/quotation-details/q1');
    expect(en.html).toContain('href="https://demo.web.app/en/quotation-details/q1"');
    expect(en.html).toContain('href="https://demo.web.app/en/settings"');
    expect(en.html).toContain('>View the quote</a>');
  });

  it('has no button for a verification code', () => {
    const mail = renderMail('verification_code', EXAMPLES.verification_code, 'fr', { appUrl: APP });
    expect(mail.html).not.toContain('quotation');
    expect(mail.html.match(/<a /g)).toHaveLength(1);
    expect(mail.text).toContain('482913');
  });

  it('escapes every text in the html', () => {
    const params = {
      ...EXAMPLES.new_message,
      senderName: '<script>alert(1)</script>',
      excerpt: `<img src=x onerror="alert('x')"> & co`,
    };
    const mail = renderMail('new_message', params, 'en', {
      appUrl: APP,
      firstName: '<b>Awa</b>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co',
    );
    // The plain text keeps what was written.
    expect(mail.text).toContain('<img src=x');
  });

  it('escapes the five html characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('sms', () => {
  it('carries the brand, the title, the body and the link', () => {
    expect(
      renderSms('booking_confirmation', EXAMPLES.booking_confirmation, 'en', { appUrl: APP }),
    ).toBe(
      'Services Africa: Booking confirmed. Jean Kamga confirmed your booking for Leak repair on Monday 23 November 2026 at 14:30. https://demo.web.app/en/my-bookings',
    );
    expect(
      renderSms('verification_code', EXAMPLES.verification_code, 'fr', {
        appUrl: APP,
        timeZone: 'Africa/Douala',
      }),
    ).toBe(
      "Services Afrique : Votre code de vérification est 482913. Il est valable jusqu'à 14:35. Ne le communiquez à personne.",
    );
  });

  it('drops the link, then cuts the text, to stay within 320 characters', () => {
    const long = { ...EXAMPLES.new_message, excerpt: 'a'.repeat(250) };
    const withoutLink = renderSms('new_message', long, 'fr', { appUrl: APP });
    expect(withoutLink).not.toContain('https://');
    expect(withoutLink.endsWith('a')).toBe(true);
    const longer = { ...EXAMPLES.new_message, excerpt: 'b'.repeat(400) };
    const cut = renderSms('new_message', longer, 'fr', { appUrl: APP });
    expect(cut).toHaveLength(SMS_MAX_LENGTH);
    expect(cut.endsWith('b…')).toBe(true);
  });
});

describe('appUrlOf', () => {
  it('adds /en to English paths only', () => {
    expect(appUrlOf('https://x.web.app', '/settings', 'fr')).toBe('https://x.web.app/settings');
    expect(appUrlOf('https://x.web.app/', '/settings', 'en')).toBe('https://x.web.app/en/settings');
    expect(appUrlOf('https://x.web.app', '/', 'en')).toBe('https://x.web.app/en');
  });
});
