// The two-column hero layout of the auth screens (narrower below 1200 px; the recovery screen's
// single column narrows below 760 px).
import type { ReactNode } from 'react';
import { authTexts } from '#src/features/auth/auth-texts.ts';
import '#src/styles/forms.css';

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-layout">
      <section className="auth-layout__hero" aria-hidden="true">
        <p className="auth-layout__pitch-title">{authTexts.pitchTitle}</p>
        <p>{authTexts.pitch}</p>
      </section>
      <section className="auth-layout__form" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {children}
      </section>
    </div>
  );
}

export function NarrowAuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-narrow">
      <section aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {children}
      </section>
    </div>
  );
}
