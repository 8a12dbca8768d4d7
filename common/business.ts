// The firm's identity and the numbers of core.md section 9, once. Identity values are
// clearly marked placeholders: the firm edits this one file.
export const BUSINESS = {
  brand: 'Asesoría Países Bajos',
  founderName: 'Nombre Apellido (placeholder)',
  /** The {name} of /sobre-{name} (core.md section 2). */
  founderSlug: 'fundadora',
  phone: '+31 6 00000000',
  whatsappNumber: '31600000000',
  email: 'hola@example.com',
  city: 'Rotterdam',
  address: 'Straatnaam 1, 3011 AA Rotterdam (placeholder)',
  kvkNumber: '00000000',
  bookingUrl: 'https://calendar.example.com/consulta-gratuita',
  urgentCallUrl: 'https://calendar.example.com/videollamada-30-min',
  reviewUrl: 'https://maps.example.com/review',
  settledInNetherlands: 2017,
  copyrightYear: 2025,
} as const;

/** Prices in euros (core.md section 9). */
export const PRICES = {
  taxReturn: 119,
  zzp: 197,
  health: 69,
  unemployment: 89,
  ruling30: 149,
  carImport: 199,
  consultationPerHour: 59,
  housingSearch: 599,
} as const;

export const PACK_PRICES = { student: 947, professional: 1595, family: 2195, housingSearch: 599 } as const;
