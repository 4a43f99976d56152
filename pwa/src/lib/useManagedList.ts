import { useState } from 'react';
import toast from 'react-hot-toast';
import { useAsyncData, type AsyncData } from './useAsyncData';

type Identified = { _id: string };

type CommonOptions<Data> = {
  load: () => Promise<Data>;
  /** The inputs of `load` (page, search…); the list reloads when they change. */
  deps?: readonly unknown[];
  remove: (id: string) => Promise<unknown>;
  /** Success toasts, in each page's own words. */
  messages: { created: string; updated: string; deleted: string };
  /** Tells the admin a delete failed; pages word this differently (SPEC §8). */
  onDeleteFailed: (error: unknown) => void;
};

/** A list loaded whole as an array: a saved item is put in place, a deleted one dropped. */
type ArrayListOptions<Item> = CommonOptions<Item[]> & {
  /** Keeps the list in this order after a save; without it a new item goes first (the servers list newest first). */
  order?: (a: Item, b: Item) => number;
};

/** A list of another shape (one page of a paged list): the page says where the items are and how saves and deletes change it. */
type ListShape<Data, Item> = {
  items: (data: Data | undefined) => Item[];
  afterSave: (list: AsyncData<Data>, item: Item, created: boolean) => void;
  afterDelete: (list: AsyncData<Data>, item: Item) => void;
};

type ShapedListOptions<Data, Item> = CommonOptions<Data> & ListShape<Data, Item>;

export type ManagedList<Data, Item> = {
  list: AsyncData<Data>;
  items: Item[];
  /** The open create/edit form: `item` is undefined when creating. */
  editor: { item?: Item } | null;
  startCreate: () => void;
  startEdit: (item: Item) => void;
  closeEditor: () => void;
  /** The form's onSaved: closes it, toasts and updates the list. */
  saved: (item: Item, created: boolean) => void;
  toDelete: Item | null;
  askDelete: (item: Item) => void;
  /** Spread into ConfirmDialog, which adds the title and message. */
  deleteDialog: { open: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void; confirmLabel: string; danger: boolean };
};

const arrayShape = <Item extends Identified>(order?: (a: Item, b: Item) => number): ListShape<Item[], Item> => ({
  items: (data) => data ?? [],
  afterSave: (list, item, created) =>
    list.setData((current) => {
      const next = created ? [item, ...(current ?? [])] : current?.map((other) => (other._id === item._id ? item : other));
      return order ? next?.sort(order) : next;
    }),
  afterDelete: (list, item) => list.setData((current) => current?.filter((other) => other._id !== item._id)),
});

/**
 * The admin list screens' state machine: load the list, open the create/edit form, delete after a confirmation,
 * and keep the loaded list in step with each change (array lists without a round trip).
 */
export function useManagedList<Item extends Identified>(options: ArrayListOptions<Item>): ManagedList<Item[], Item>;
export function useManagedList<Data, Item extends Identified>(options: ShapedListOptions<Data, Item>): ManagedList<Data, Item>;
export function useManagedList<Data, Item extends Identified>(options: ArrayListOptions<Item> | ShapedListOptions<Data, Item>): ManagedList<Data, Item> {
  // The first overload is the one without `items`, and there Data is Item[].
  const shape = 'items' in options ? options : (arrayShape(options.order) as unknown as ListShape<Data, Item>);
  const list = useAsyncData(options.load as () => Promise<Data>, options.deps ?? []);
  const [editor, setEditor] = useState<{ item?: Item } | null>(null);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState(false);

  const saved = (item: Item, created: boolean) => {
    setEditor(null);
    toast.success(created ? options.messages.created : options.messages.updated);
    shape.afterSave(list, item, created);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await options.remove(toDelete._id);
      shape.afterDelete(list, toDelete);
      toast.success(options.messages.deleted);
    } catch (error) {
      options.onDeleteFailed(error);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return {
    list,
    items: shape.items(list.data),
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
      onConfirm: () => void confirmDelete(),
      onCancel: () => setToDelete(null),
      confirmLabel: 'Xóa',
      danger: true,
    },
  };
}
