import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { HomeLogoLink } from '../../../components/ui/HomeLogoLink';
import { EditorPalette } from './EditorPalette';
import { UserMenu } from './UserMenu';

vi.mock('../../auth', () => ({ useAuth: () => ({ signOut: vi.fn() }) }));

// WCAG 2.5.3 (axe label-content-name-mismatch): a control's name holds the words it shows, so a voice
// user can say what they see. axe reads the shown text of the children without spaces between them.
const shownWords = (element: HTMLElement) =>
  [...element.querySelectorAll('*')]
    .filter((child) => child.children.length === 0 && !child.classList.contains('sr-only') && child.getAttribute('aria-hidden') !== 'true')
    .map((child) => child.textContent?.trim() ?? '')
    .filter(Boolean);

describe('names that hold the words shown (label in name)', () => {
  it('the logo link names the academy and its tagline as shown, then the home page', () => {
    render(
      <MemoryRouter>
        <HomeLogoLink />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Học viện Marketing – Marketing thực chiến – Trang chủ' });
    expect(shownWords(link)).toEqual(['Học viện Marketing', 'Marketing thực chiến']);
    // The two lines are apart in the text read as one.
    expect(link.textContent).toContain('Học viện Marketing Marketing thực chiến');
  });

  it("the account button is named 'Tài khoản' and the person's name it shows", () => {
    const user = { _id: 'u1', name: 'Nguyễn Văn An', email: 'an@example.com', avatarUrl: null, role: 'student' } as unknown as Profile;
    render(
      <MemoryRouter>
        <UserMenu user={user} />
      </MemoryRouter>,
    );
    const button = screen.getByTestId('user-menu-button');
    expect(button.getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tài khoản Nguyễn Văn An' })).toBe(button);
  });

  it('a palette block is named by what it shows, after "Thêm khối"', () => {
    render(
      <MemoryRouter>
        <EditorPalette />
      </MemoryRouter>,
    );
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-label')).toBeNull();
      const name = button.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      expect(name.startsWith('Thêm khối ')).toBe(true);
      for (const word of shownWords(button)) expect(name).toContain(word);
    }
  });
});
