// Typed keys for the public site: `t('missing.key')` fails the typecheck. The types are read
// from the Spanish files (the parity test keeps the English ones alike, tests/unit/locale-parity.test.ts);
// types only, so no JSON enters a bundle by this file (docs/decisions/0025-one-text-system.md).
import 'i18next';
import type { MESSAGE_DEFAULTS } from '../../common/forms/message-defaults';
import type documents from '../../common/locales/es/documents.json';
import type forms from '../../common/locales/es/forms.json';
import type nextSteps from '../../common/locales/es/next-steps.json';
import type services from '../../common/locales/es/services.json';
import type blog from './locales/es/blog.json';
import type booking from './locales/es/booking.json';
import type common from './locales/es/common.json';
import type home from './locales/es/home.json';
import type homeBody from './locales/es/home-body.json';
import type housing from './locales/es/housing.json';
import type housingBody from './locales/es/housing-body.json';
import type housingLanding from './locales/es/housing-landing.json';
import type housingService from './locales/es/housing-service.json';
import type packBody from './locales/es/pack-body.json';
import type packFamily from './locales/es/pack-family.json';
import type packProfessional from './locales/es/pack-professional.json';
import type packStudent from './locales/es/pack-student.json';
import type packs from './locales/es/packs.json';
import type pages from './locales/es/pages.json';
import type serviceForms from './locales/es/service-forms.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      pages: typeof pages;
      home: typeof home;
      'home-body': typeof homeBody;
      forms: typeof forms;
      services: typeof services;
      'next-steps': typeof nextSteps;
      documents: typeof documents;
      blog: typeof blog;
      'service-forms': typeof serviceForms;
      packs: typeof packs;
      'pack-student': typeof packStudent;
      'pack-professional': typeof packProfessional;
      'pack-family': typeof packFamily;
      'pack-body': typeof packBody;
      housing: typeof housing;
      'housing-body': typeof housingBody;
      'housing-service': typeof housingService;
      'housing-landing': typeof housingLanding;
      booking: typeof booking;
    };
    defaultVariables: typeof MESSAGE_DEFAULTS;
  }
}
