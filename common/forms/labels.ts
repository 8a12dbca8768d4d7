// The exact formType labels the API receives (docs/product.md#forms), apart from the
// schemas so that a page can name its form without bundling the other eight.
export const FORM_LABELS = {
  contact: 'Contacto',
  taxReturn: 'Declaración de Impuestos',
  zzp: 'Autónomos ZZP',
  health: 'Ayuda Médica',
  unemployment: 'Desempleo o U1',
  ruling30: '30% Ruling',
  carImport: 'Importar Coche',
  consultation: 'Consulta Personalizada',
  housingSearch: 'Búsqueda de vivienda',
} as const;
