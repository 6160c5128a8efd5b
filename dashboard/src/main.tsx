import { options, render } from 'preact';
import { App } from './app';

// Preact 10.12 (the version FullCalendar ships with, shared to keep one copy) re-renders after a
// state change made in an event handler only on the next timer. A second input arriving before
// that timer (a fast typist pressing Enter, or a busy page) then runs with the previous render's
// state, and a save sends the form as it was before the last change. Rendering after the
// current task, as later Preact versions do again, keeps every handler on the latest state.
options.debounceRendering = (flush) => void Promise.resolve().then(flush);

render(<App />, document.getElementById('root')!);
