// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export { NotesTab } from './components/NotesTab';
export type { NotesCourse } from './components/CourseNotes';
