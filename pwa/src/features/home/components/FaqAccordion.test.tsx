import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '../faqItems';
import { FaqAccordion } from './FaqAccordion';

const questions = () => screen.getAllByRole('button');
/** The answer region is `hidden` while closed. */
const answerShown = (answer: string) => !(screen.getByText(answer) as HTMLElement).hidden;
const expanded = () => questions().map((button) => button.getAttribute('aria-expanded') === 'true');

describe('FaqAccordion', () => {
  it('has the five questions of the spec', () => {
    expect(FAQ_ITEMS).toHaveLength(5);
    const text = FAQ_ITEMS.map((item) => `${item.question} ${item.answer}`)
      .join(' ')
      .toLowerCase();
    expect(text).toContain('bắt buộc phải đăng ký');
    expect(text).toContain('thẻ tín dụng');
    expect(text).toContain('thật sự miễn phí');
    expect(text).toContain('hỗ trợ trọn đời');
  });

  it('opens the first answer initially', () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    expect(expanded()).toEqual([true, false, false, false, false]);
    expect(answerShown(FAQ_ITEMS[0].answer)).toBe(true);
    expect(answerShown(FAQ_ITEMS[1].answer)).toBe(false);
  });

  it('keeps only one answer open at a time', () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    fireEvent.click(questions()[2]);
    expect(expanded()).toEqual([false, false, true, false, false]);
    expect(answerShown(FAQ_ITEMS[2].answer)).toBe(true);
    expect(answerShown(FAQ_ITEMS[0].answer)).toBe(false);
  });

  it('closes everything when the open question is clicked again', () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    fireEvent.click(questions()[0]);
    expect(expanded()).toEqual([false, false, false, false, false]);
    fireEvent.click(questions()[4]);
    expect(expanded()).toEqual([false, false, false, false, true]);
  });

  it('links each question to its answer region', () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    const first = questions()[0];
    const region = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(region).toHaveProperty('textContent', FAQ_ITEMS[0].answer);
    expect(region?.getAttribute('aria-labelledby')).toBe(first.id);
  });
});
