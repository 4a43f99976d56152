import { fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDismissable } from './useDismissable';

function Menu() {
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  useDismissable(
    ref,
    open,
    useCallback(() => setOpen(false), []),
  );
  return (
    <div>
      <div ref={ref}>
        <button type="button">bên trong</button>
        {open ? <p>menu mở</p> : null}
      </div>
      <button type="button">bên ngoài</button>
    </div>
  );
}

describe('useDismissable', () => {
  it('keeps the menu open on a press inside it', () => {
    render(<Menu />);
    fireEvent.mouseDown(screen.getByText('bên trong'));
    expect(screen.getByText('menu mở')).toBeTruthy();
  });

  it('closes on a press outside', () => {
    render(<Menu />);
    fireEvent.mouseDown(screen.getByText('bên ngoài'));
    expect(screen.queryByText('menu mở')).toBeNull();
  });

  it('closes on Escape', () => {
    render(<Menu />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('menu mở')).toBeNull();
  });
});
