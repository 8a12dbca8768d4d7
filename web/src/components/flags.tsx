// Small flag images for the language switch, drawn inline (no emoji font or image request needed).
export function SpainFlag() {
  return (
    <svg className="flag" viewBox="0 0 30 20" width="24" height="16" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#c60b1e" />
      <rect y="5" width="30" height="10" fill="#ffc400" />
    </svg>
  );
}

export function UkFlag() {
  return (
    <svg className="flag" viewBox="0 0 60 30" width="24" height="16" aria-hidden="true" focusable="false">
      <clipPath id="flag-uk-clip">
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath="url(#flag-uk-clip)" stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
