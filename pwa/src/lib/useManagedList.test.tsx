import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../test/renderWithQuery';
import { useManagedList } from './useManagedList';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

type Row = { _id: string; name: string };
const messages = { created: 'Đã tạo.', updated: 'Đã lưu.', deleted: 'Đã xóa.' };

afterEach(() => vi.clearAllMocks());

/** renderHook inside a fresh query cache. */
function renderWithCache<Result>(hook: () => Result) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, ...renderHook(hook, { wrapper }) };
}

/** An array list of two rows, loaded, with stubbed remove and failure handler. */
async function arrayList(remove = vi.fn(async () => undefined), order?: (a: Row, b: Row) => number) {
  const onDeleteFailed = vi.fn();
  const rows: Row[] = [
    { _id: 'b', name: 'Bê' },
    { _id: 'a', name: 'A' },
  ];
  const hook = renderWithCache(() => useManagedList({ queryKey: ['rows'], queryFn: async () => rows, remove, messages, onDeleteFailed, order }));
  await waitFor(() => expect(hook.result.current.items).toHaveLength(2));
  return { hook, remove, onDeleteFailed };
}

describe('useManagedList', () => {
  it('puts a created item first and replaces an edited one, closing the form with the matching toast', async () => {
    const { hook } = await arrayList();
    act(() => hook.result.current.startCreate());
    expect(hook.result.current.editor).toEqual({});
    act(() => hook.result.current.saved({ _id: 'c', name: 'Cê' }, true));
    expect(hook.result.current.editor).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Đã tạo.');
    expect(hook.result.current.items.map((row) => row._id)).toEqual(['c', 'b', 'a']);

    act(() => hook.result.current.startEdit({ _id: 'a', name: 'A' }));
    expect(hook.result.current.editor).toEqual({ item: { _id: 'a', name: 'A' } });
    act(() => hook.result.current.saved({ _id: 'a', name: 'Anh' }, false));
    expect(toast.success).toHaveBeenLastCalledWith('Đã lưu.');
    expect(hook.result.current.items).toEqual([
      { _id: 'c', name: 'Cê' },
      { _id: 'b', name: 'Bê' },
      { _id: 'a', name: 'Anh' },
    ]);
  });

  it('keeps the given order after a save', async () => {
    const { hook } = await arrayList(undefined, (a, b) => a.name.localeCompare(b.name, 'vi'));
    act(() => hook.result.current.saved({ _id: 'c', name: 'B' }, true));
    expect(hook.result.current.items.map((row) => row.name)).toEqual(['A', 'B', 'Bê']);
  });

  it('deletes the confirmed item, drops it from the list and closes the dialog', async () => {
    const { hook, remove, onDeleteFailed } = await arrayList();
    act(() => hook.result.current.askDelete({ _id: 'b', name: 'Bê' }));
    expect(hook.result.current.deleteDialog.open).toBe(true);
    act(() => hook.result.current.deleteDialog.onConfirm());
    expect(hook.result.current.deleteDialog.busy).toBe(true);
    await waitFor(() => expect(hook.result.current.deleteDialog.open).toBe(false));
    expect(remove).toHaveBeenCalledWith('b');
    expect(hook.result.current.items.map((row) => row._id)).toEqual(['a']);
    expect(hook.result.current.deleteDialog.busy).toBe(false);
    expect(toast.success).toHaveBeenCalledWith('Đã xóa.');
    expect(onDeleteFailed).not.toHaveBeenCalled();
  });

  it('hands a failed delete to the page and keeps the item', async () => {
    const failure = new Error('Không thể xóa.');
    const { hook, onDeleteFailed } = await arrayList(vi.fn(async () => Promise.reject(failure)));
    act(() => hook.result.current.askDelete({ _id: 'a', name: 'A' }));
    act(() => hook.result.current.deleteDialog.onConfirm());
    await waitFor(() => expect(onDeleteFailed).toHaveBeenCalledWith(failure));
    expect(hook.result.current.deleteDialog.open).toBe(false);
    expect(hook.result.current.items).toHaveLength(2);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('writes the change into the cache, so every screen reading the list sees it', async () => {
    const { hook } = await arrayList();
    act(() => hook.result.current.saved({ _id: 'c', name: 'Cê' }, true));
    expect(hook.queryClient.getQueryData<Row[]>(['rows'])?.map((row) => row._id)).toEqual(['c', 'b', 'a']);
  });

  it('lets a list of another shape say where its items are, and refetches it after a save or a delete', async () => {
    let server = { rows: [{ _id: 'a', name: 'A' }], total: 1 };
    const queryFn = vi.fn(async () => server);
    const afterDelete = vi.fn();
    const hook = renderWithCache(() =>
      useManagedList({
        queryKey: ['paged', 1],
        queryFn,
        items: (data) => data?.rows ?? [],
        invalidates: ['paged'],
        remove: async () => undefined,
        messages,
        onDeleteFailed: vi.fn(),
        afterDelete,
      }),
    );
    await waitFor(() => expect(hook.result.current.items).toEqual([{ _id: 'a', name: 'A' }]));
    server = { rows: [...server.rows, { _id: 'b', name: 'B' }], total: 2 };
    act(() => hook.result.current.saved({ _id: 'b', name: 'B' }, true));
    await waitFor(() => expect(hook.result.current.items.map((row) => row._id)).toEqual(['a', 'b']));
    expect(queryFn).toHaveBeenCalledTimes(2);
    server = { rows: [{ _id: 'b', name: 'B' }], total: 1 };
    act(() => hook.result.current.askDelete({ _id: 'a', name: 'A' }));
    act(() => hook.result.current.deleteDialog.onConfirm());
    await waitFor(() =>
      expect(afterDelete).toHaveBeenCalledWith(
        {
          rows: [
            { _id: 'a', name: 'A' },
            { _id: 'b', name: 'B' },
          ],
          total: 2,
        },
        { _id: 'a', name: 'A' },
      ),
    );
    await waitFor(() => expect(hook.result.current.items.map((row) => row._id)).toEqual(['b']));
  });
});
