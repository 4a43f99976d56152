import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';

type Identified = { _id: string };

type CommonOptions<Data> = {
  /** The feature's key for this list (from its key factory); it holds every input of `queryFn` (page, search…). */
  queryKey: QueryKey;
  queryFn: () => Promise<Data>;
  remove: (id: string) => Promise<unknown>;
  /** Success toasts, in each page's own words. */
  messages: { created: string; updated: string; deleted: string };
  /** Tells the admin a delete failed; pages word this differently (SPEC §8). */
  onDeleteFailed: (error: unknown) => void;
};

/** A list loaded whole as an array: a saved item is put in place in the cache, a deleted one dropped, without a round trip. */
type ArrayListOptions<Item> = CommonOptions<Item[]> & {
  /** Keeps the list in this order after a save; without it a new item goes first (the servers list newest first). */
  order?: (a: Item, b: Item) => number;
};

/**
 * A list of another shape (one page of a paged list): the page says where the items are. A save or a delete
 * changes totals and pages, so the lists under `invalidates` are fetched again instead of patched.
 */
type ShapedListOptions<Data, Item> = CommonOptions<Data> & {
  items: (data: Data | undefined) => Item[];
  /** The keys a save or a delete refetches: the feature's list prefix, so every page and search learns of it. */
  invalidates: QueryKey;
  /** After a delete, before the refetch, with the page as it was (e.g. to step back from a page left empty). */
  afterDelete?: (data: Data | undefined, item: Item) => void;
};

export type ManagedList<Data, Item> = {
  list: UseQueryResult<Data>;
  items: Item[];
  /** The open create/edit form: `item` is undefined when creating. */
  editor: { item?: Item } | null;
  startCreate: () => void;
  startEdit: (item: Item) => void;
  closeEditor: () => void;
  /** The form's onSaved: closes it, toasts and updates the cache. */
  saved: (item: Item, created: boolean) => void;
  toDelete: Item | null;
  askDelete: (item: Item) => void;
  /** Spread into ConfirmDialog, which adds the title and message. */
  deleteDialog: { open: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void; confirmLabel: string; danger: boolean };
};

/**
 * The admin list screens' state machine on the query cache: load the list, open the create/edit form,
 * delete after a confirmation, and bring the cached list in step with each change (array lists by writing
 * the new array, other shapes by refetching), so every screen showing the list sees it.
 */
export function useManagedList<Item extends Identified>(options: ArrayListOptions<Item>): ManagedList<Item[], Item>;
export function useManagedList<Data, Item extends Identified>(options: ShapedListOptions<Data, Item>): ManagedList<Data, Item>;
export function useManagedList<Data, Item extends Identified>(options: ArrayListOptions<Item> | ShapedListOptions<Data, Item>): ManagedList<Data, Item> {
  const queryClient = useQueryClient();
  // Only paged or searched lists change key; for them the previous page stays on screen while the next loads.
  const list = useQuery({ queryKey: options.queryKey, queryFn: options.queryFn as () => Promise<Data>, placeholderData: keepPreviousData });
  const [editor, setEditor] = useState<{ item?: Item } | null>(null);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const removal = useMutation({ mutationFn: (item: Item) => options.remove(item._id) });
  // Set at the click, not when the mutation reports pending (a tick later), so a second click cannot slip in.
  const [deleting, setDeleting] = useState(false);

  const afterSave = (item: Item, created: boolean) => {
    if ('items' in options) return void queryClient.invalidateQueries({ queryKey: options.invalidates });
    queryClient.setQueryData<Item[]>(options.queryKey, (current) => {
      const next = created ? [item, ...(current ?? [])] : current?.map((other) => (other._id === item._id ? item : other));
      return options.order ? next?.sort(options.order) : next;
    });
  };

  const afterDelete = (item: Item) => {
    if ('items' in options) {
      options.afterDelete?.(list.data, item);
      return void queryClient.invalidateQueries({ queryKey: options.invalidates });
    }
    queryClient.setQueryData<Item[]>(options.queryKey, (current) => current?.filter((other) => other._id !== item._id));
  };

  const saved = (item: Item, created: boolean) => {
    setEditor(null);
    toast.success(created ? options.messages.created : options.messages.updated);
    afterSave(item, created);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleting(true);
    removal.mutate(toDelete, {
      onSuccess: (_, item) => {
        afterDelete(item);
        toast.success(options.messages.deleted);
      },
      onError: (error) => options.onDeleteFailed(error),
      onSettled: () => {
        setDeleting(false);
        setToDelete(null);
      },
    });
  };

  const items = 'items' in options ? options.items(list.data) : ((list.data as Item[] | undefined) ?? []);
  return {
    list,
    items,
    editor,
    startCreate: () => setEditor({}),
    startEdit: (item) => setEditor({ item }),
    closeEditor: () => setEditor(null),
    saved,
    toDelete,
    askDelete: setToDelete,
    deleteDialog: {
      open: toDelete !== null,
      busy: deleting,
      onConfirm: confirmDelete,
      onCancel: () => setToDelete(null),
      confirmLabel: 'Xóa',
      danger: true,
    },
  };
}
