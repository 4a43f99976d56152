import { useCallback, useEffect, useRef, useState } from 'react';
import { FAQ_ITEMS } from '../faqItems';
import { AuthSection } from './AuthSection';
import { FaqAccordion } from './FaqAccordion';
import { useHomeBlocks } from '../hooks/useHomeBlocks';
import { HomeBlocks } from './HomeBlocks';
import { AffiliatePromo } from './sections/AffiliatePromo';
import { BenefitsSection } from './sections/BenefitsSection';
import { ClosingCta } from './sections/ClosingCta';
import { ContactSection } from './sections/ContactSection';
import { FeaturedTools } from './sections/FeaturedTools';
import { FeedbackVideos } from './sections/FeedbackVideos';
import { InstructorSection } from './sections/InstructorSection';
import { SectionHeading } from './sections/SectionHeading';

const SIGNUP_HIGHLIGHT_MS = 5000;

export default function HomePage() {
  const [highlighted, setHighlighted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const blocks = useHomeBlocks();

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Brings the sign-up form into view and outlines it for 5 s. */
  const scrollToSignup = useCallback(() => {
    document.getElementById('signup-form')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    setHighlighted(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHighlighted(false), SIGNUP_HIGHLIGHT_MS);
  }, []);

  return (
    <>
      <HomeBlocks blocks={blocks} onSignUpClick={scrollToSignup} />
      <FeaturedTools />
      <AffiliatePromo />
      <BenefitsSection />
      <InstructorSection />
      <FeedbackVideos />
      <AuthSection highlighted={highlighted} />
      <section className="mx-auto max-w-3xl px-4 py-16" aria-labelledby="faq-title">
        <SectionHeading id="faq-title" title="Câu hỏi thường gặp" subtitle="Những điều học viên hay hỏi trước khi bắt đầu." />
        <FaqAccordion items={FAQ_ITEMS} />
      </section>
      <ContactSection />
      <ClosingCta />
    </>
  );
}
