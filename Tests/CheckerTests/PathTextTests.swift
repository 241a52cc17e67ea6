// The path arithmetic the command line and the test API use instead of Foundation's (which traps on Linux on
// one-character components): the answers of dirname(1), basename(1) and a shell's lexical `cd`.

import Checker
import Testing

@Suite("path arithmetic")
struct PathTextTests {
  @Test(
    "parent is dirname",
    arguments: [
      ("a/b/c", "a/b"), ("a/b/", "a"), ("c", "."), ("/c", "/"), ("/", "/"), ("", "."), ("f", "."), ("f/", "."),
      ("x/y", "x"), (".", "."), ("..", "."), ("a//b", "a"), ("//a", "/"), ("é", "."), ("é/ü", "é"), ("a b/c d", "a b"),
      ("../x", ".."), ("./f", "."),
    ])
  func parent(path: String, expected: String) {
    #expect(PathText.parent(of: path) == expected)
  }

  @Test(
    "lastComponent is basename",
    arguments: [
      ("a/b/c", "c"), ("a/b/", "b"), ("/", "/"), ("..", ".."), ("", ""), ("f", "f"), ("/f", "f"), ("é", "é"), ("a//", "a"),
    ])
  func lastComponent(path: String, expected: String) {
    #expect(PathText.lastComponent(of: path) == expected)
  }

  @Test("join", arguments: [("a", "b", "a/b"), ("a/", "b", "a/b"), ("", "b", "b"), ("a", "/b", "/b"), ("a", "", "a")])
  func join(folder: String, name: String, expected: String) {
    #expect(PathText.join(folder, name) == expected)
  }

  @Test(
    "normalized removes . and resolves .. lexically",
    arguments: [
      ("/a/./b/../c/", "/a/c"), ("a/..", "."), ("../a", "../a"), ("/..", "/"), ("a//b", "a/b"), ("./", "."),
      ("a/../../b", "../b"), ("/x/y/../../..", "/"),
    ])
  func normalized(path: String, expected: String) {
    #expect(PathText.normalized(path) == expected)
  }

  @Test("absolute joins a relative path to the working folder")
  func absolute() {
    #expect(PathText.absolute("f", from: "/w") == "/w/f")
    #expect(PathText.absolute("../f", from: "/w/x") == "/w/f")
    #expect(PathText.absolute("/f", from: "/w") == "/f")
    #expect(PathText.absolute(".", from: "/w/") == "/w")
  }

  @Test("a shell word quotes what a shell would split")
  func shellQuoting() {
    #expect(ShellText.quoted("failures/x.json") == "failures/x.json")
    #expect(ShellText.quoted("a b") == "'a b'")
    #expect(ShellText.quoted("it's") == "'it'\\''s'")
    #expect(ShellText.quoted("") == "''")
  }
}
