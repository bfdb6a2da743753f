/** Who a demo page is meant for (the route itself enforces access). */
export type DemoAudience = 'everyone' | 'signedIn' | 'team' | 'admin';

export const DEMO_AUDIENCES: readonly DemoAudience[] = ['everyone', 'signedIn', 'team', 'admin'];

/** How the overview groups the demos (spec §2 route table). */
export type DemoGroup = 'paymentInfo' | 'paymentDemos' | 'demos' | 'adminTools';

export const DEMO_GROUPS: readonly DemoGroup[] = [
  'paymentInfo',
  'paymentDemos',
  'demos',
  'adminTools',
];

export interface Demo {
  /** French path without the /en prefix, as the route table writes it. */
  path: string;
  /** Keys in the `info` namespace. */
  titleKey: string;
  descriptionKey: string;
  audience: DemoAudience;
  group: DemoGroup;
}

function demo(path: string, id: string, audience: DemoAudience, group: DemoGroup): Demo {
  return {
    path,
    titleKey: `demos.items.${id}.title`,
    descriptionKey: `demos.items.${id}.description`,
    audience,
    group,
  };
}

/** Every demo the platform can offer; the overview shows only those whose page exists. */
export const DEMOS: readonly Demo[] = [
  demo('/transaction-calculator', 'transactionCalculator', 'everyone', 'paymentInfo'),
  demo('/mobile-money-guide', 'mobileMoneyGuide', 'everyone', 'paymentInfo'),
  demo('/payment-methods', 'paymentMethods', 'everyone', 'paymentInfo'),
  demo('/payment-demo', 'paymentDemo', 'everyone', 'paymentDemos'),
  demo('/anka-demo', 'ankaDemo', 'everyone', 'paymentDemos'),
  demo('/payment-test', 'paymentTest', 'everyone', 'paymentDemos'),
  demo('/payment-link-generator', 'paymentLinkGenerator', 'everyone', 'paymentDemos'),
  demo('/feedback-demo', 'feedbackDemo', 'everyone', 'demos'),
  demo('/user-questionnaire', 'userQuestionnaire', 'everyone', 'demos'),
  demo('/translation-demo', 'translationDemo', 'admin', 'adminTools'),
  demo('/translation-test', 'translationTest', 'admin', 'adminTools'),
  demo('/admin/test', 'adminTest', 'admin', 'adminTools'),
  demo('/admin/ai-demo', 'aiApiDemo', 'admin', 'adminTools'),
];

/** Features a visitor can try on any page, without a route of their own. */
export const CAPABILITIES = ['language', 'theme', 'install', 'offline'] as const;
