-- `uispec lsp` in headless Neovim (Debian's, 0.7 or later), through its built-in client:
--   nvim --headless -u NONE -i NONE -n -c "luafile neovim.lua"
-- with UISPEC_BIN (the binary), UISPEC_PROJECT (a copy of examples/design-system) and
-- UISPEC_RESULT (where the findings are written as JSON, for spec-cli/tests/lsp.rs to judge).
-- It only records what the editor got; the Rust test asserts on it.

local bin = os.getenv("UISPEC_BIN")
local root = os.getenv("UISPEC_PROJECT")
local result_path = os.getenv("UISPEC_RESULT")
local result = {}

local function finish()
  local file = io.open(result_path, "w")
  file:write(vim.fn.json_encode(result))
  file:close()
  vim.cmd("qa!")
end

-- Puts the cursor on the first `needle` (plus `delta` bytes) and returns the LSP position there.
local function at(needle, delta)
  local line, col = unpack(vim.fn.searchpos(vim.fn.escape(needle, "\\[]~*.^$"), "cw"))
  if line == 0 then
    error("not found: " .. needle)
  end
  vim.api.nvim_win_set_cursor(0, { line, col - 1 + (delta or 0) })
  return vim.lsp.util.make_position_params()
end

local function request(method, params)
  local answers = vim.lsp.buf_request_sync(0, method, params, 10000)
  for _, answer in pairs(answers or {}) do
    if answer.result then
      return answer.result
    end
  end
  return nil
end

local ok, err = pcall(function()
  vim.cmd("edit " .. root .. "/specs/button.json")
  local id = vim.lsp.start_client({
    name = "uispec",
    cmd = { bin, "lsp" },
    root_dir = root,
    init_options = { diagnosticDelay = 20 },
  })
  vim.lsp.buf_attach_client(0, id)
  vim.wait(10000, function()
    local client = vim.lsp.get_client_by_id(id)
    return client ~= nil and client.server_capabilities ~= nil and next(client.server_capabilities) ~= nil
  end, 20)

  -- Completion inside a tokenMapping value.
  local completion = request("textDocument/completion", at("{color.action.primary.background}", 1))
  result.completion = {}
  for _, item in ipairs((completion or {}).items or completion or {}) do
    table.insert(result.completion, { label = item.label, kind = item.kind, documentation = item.documentation })
  end

  -- Hover on the same reference.
  local hover = request("textDocument/hover", at("{color.action.primary.background}", 3))
  result.hover = hover and hover.contents and hover.contents.value or ""

  -- Definition: the reference, then the spec's name.
  result.token_definition = request("textDocument/definition", at("{color.action.primary.background}", 3)) or {}
  result.component_definition = request("textDocument/definition", at('"Button"', 2)) or {}

  -- An unsaved typo: the error shows while typing.
  local line = vim.fn.searchpos("color.action.primary.background}", "cw")[1]
  local text = vim.api.nvim_buf_get_lines(0, line - 1, line, false)[1]
  local typo = text:gsub("primary%.background}", "primary.backgrund}", 1)
  vim.api.nvim_buf_set_lines(0, line - 1, line, false, { typo })
  result.typo_line = line - 1
  vim.wait(10000, function()
    for _, d in ipairs(vim.diagnostic.get(0)) do
      local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
      if code == "token-missing" then
        return true
      end
    end
    return false
  end, 20)
  result.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    table.insert(result.diagnostics, { code = code, line = d.lnum, message = d.message })
  end
end)
if not ok then
  result.error = tostring(err)
end
finish()
