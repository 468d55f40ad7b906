// Reloads the page. A method of an object, in one place, so that a test can watch it (jest.spyOn): jsdom does not
// navigate, and its location cannot be spied on.
export const currentPage = {
  reload(): void {
    window.location.reload()
  },
}
