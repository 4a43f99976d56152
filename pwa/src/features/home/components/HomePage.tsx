import { useCallback, useEffect, useRef, useState } from 'react';
import { FAQ_ITEMS } from '../faqItems';
import { AuthSection } from './AuthSection';
import { FaqAccordion } from './FaqAccordion';
import { Hero } from './Hero';

const SIGNUP_HIGHLIGHT_MS = 5000;

export function HomePage() {
  const [highlighted, setHighlighted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

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
      <Hero onSignUpClick={scrollToSignup} />
      <AuthSection highlighted={highlighted} />
      <section className="mx-auto max-w-3xl px-4 py-16" aria-labelledby="faq-title">
        <h2 id="faq-title" className="text-center text-3xl font-bold text-slate-900 dark:text-white">
          Câu hỏi thường gặp
        </h2>
        <p className="mb-8 mt-3 text-center text-slate-600 dark:text-slate-400">Những điều học viên hay hỏi trước khi bắt đầu.</p>
        <FaqAccordion items={FAQ_ITEMS} />
      </section>
      <section className="bg-gradient-to-r from-accent-700 to-accent-800 px-4 py-14 text-center text-white">
        <h2 className="text-2xl font-bold sm:text-3xl">Sẵn sàng bứt phá doanh thu cùng Học viện Marketing?</h2>
        <p className="mx-auto mt-3 max-w-2xl text-white">Đăng ký miễn phí hôm nay và học bài đầu tiên chỉ sau vài phút.</p>
        <button type="button" className="btn mt-6 bg-white px-6 py-3 text-base text-accent-800 hover:bg-accent-50" onClick={scrollToSignup}>
          Tạo tài khoản miễn phí
        </button>
      </section>
    </>
  );
}
