import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { downloadRecord } from '../../downloads';
import { learnContent } from '../testData';
import { CurriculumSidebar } from './CurriculumSidebar';

const sections = learnContent.course.curriculum;

function outline(props: Partial<Parameters<typeof CurriculumSidebar>[0]> = {}) {
  render(
    <MemoryRouter>
      <CurriculumSidebar slug="khoa-hoc" sections={sections} activeLectureId="l1" isCompleted={() => false} percent={0} {...props} />
    </MemoryRouter>,
  );
}

describe('CurriculumSidebar and downloads', () => {
  it('marks the lectures this device can play with no connection, and those on their way', () => {
    const downloads = new Map([
      ['l1', downloadRecord({ lectureId: 'l1', state: 'done' })],
      ['l2', downloadRecord({ lectureId: 'l2', state: 'downloading' })],
      ['l3', downloadRecord({ lectureId: 'l3', state: 'done', permissionExpiresAt: '2020-01-01T00:00:00.000Z' })],
    ]);
    outline({ downloads });
    expect(screen.getByTestId('lecture-item-l1').dataset.offline).toBe('done');
    expect(screen.getByTestId('lecture-item-l1').textContent).toContain('Đã tải về, học được khi không có mạng');
    expect(screen.getByTestId('lecture-item-l2').dataset.offline).toBe('pending');
    // Kept, but its permission ended: not playable offline until renewed.
    expect(screen.getByTestId('lecture-item-l3').dataset.offline).toBeUndefined();
    expect(screen.getByTestId('lecture-item-l4').dataset.offline).toBeUndefined();
  });

  it('offers the whole course and each section with a video, only while downloads can start', () => {
    const onDownloadCourse = vi.fn();
    const onDownloadSection = vi.fn();
    outline({ onDownloadCourse, onDownloadSection });
    fireEvent.click(screen.getByTestId('download-course'));
    expect(onDownloadCourse).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: `Tải về ${sections[1].title}` }));
    expect(onDownloadSection).toHaveBeenCalledWith(sections[1]);
  });

  it('offers none offline', () => {
    outline();
    expect(screen.queryByTestId('download-course')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Tải về / })).toBeNull();
  });
});
