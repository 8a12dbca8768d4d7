// Placeholder entry until the public site (issue 3) replaces it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BUSINESS } from '../../common/business';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>{BUSINESS.brand}</h1>
      <p>Asesoría para instalarte en los Países Bajos, desde {BUSINESS.city}.</p>
    </main>
  </StrictMode>,
);
