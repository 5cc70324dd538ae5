/** Step, task and recipe videos: the player and the owner's video link. */
export const videosEn = {
  player: {
    cannotPlay: 'This video cannot play here. Open the link on a phone or computer:',
  },
  link: {
    label: 'YouTube or Vimeo link',
    hint: 'Or paste the link of a YouTube or Vimeo video: it plays here in the site’s privacy-enhanced player.',
    save: 'Save link',
    saving: 'Saving link...',
    failed: 'The link could not be saved. Try again.',
  },
  refusals: {
    cannotPlay: 'Only a YouTube or Vimeo video link can play here (for example https://www.youtube.com/watch?v=…).',
  },
};
