(() => {
  let theme = "light";
  try {
    if (localStorage.getItem("theme") === "dark") theme = "dark";
  } catch (_error) {
    // storage unavailable: light
  }
  document.documentElement.classList.add(theme);
  document.documentElement.style.colorScheme = theme;
})();
