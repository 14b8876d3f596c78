/** The hero drawing: a bridge carrying a family's fees across to a school, the "Setu" of FeeSetu. */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 360 240" aria-hidden="true" focusable="false">
      <circle cx="292" cy="52" r="26" fill="#f2b24c" />
      <path d="M0 196h360v44H0z" fill="#cfe6dd" />
      <path d="M0 210c60-8 120 8 180 0s120-8 180 0v30H0z" fill="#9ccbb9" />
      <path d="M36 196c44-92 244-92 288 0" fill="none" stroke="#0b5d4b" strokeWidth="8" strokeLinecap="round" />
      <path d="M28 178h304" stroke="#0b5d4b" strokeWidth="6" strokeLinecap="round" />
      <path d="M84 178v-34M132 178v-52M180 178v-57M228 178v-52M276 178v-34" stroke="#0b5d4b" strokeWidth="3" />
      <path d="M8 196v-40l26-20 26 20v40z" fill="#fff" stroke="#0b5d4b" strokeWidth="3" strokeLinejoin="round" />
      <path d="M26 196v-18h16v18z" fill="#f2b24c" />
      <path d="M296 196v-50h58v50z" fill="#fff" stroke="#0b5d4b" strokeWidth="3" strokeLinejoin="round" />
      <path d="M290 148l35-24 35 24z" fill="#f2b24c" stroke="#0b5d4b" strokeWidth="3" strokeLinejoin="round" />
      <path d="M318 196v-20h14v20zM304 160h10v10h-10zM336 160h10v10h-10z" fill="#0b5d4b" />
      <circle cx="156" cy="160" r="13" fill="#fff" stroke="#0b5d4b" strokeWidth="3" />
      <path d="M151 154h10M151 158h10M153 154c5 0 5 7 0 7l7 6" fill="none" stroke="#0b5d4b" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
