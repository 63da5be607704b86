#include "IndentTokenSource.h"

#include "CommonToken.h"
#include "TileParser.h"

namespace tilec::parse {

using antlr4::Token;

std::unique_ptr<Token> IndentTokenSource::make(size_t type, const Token& at, const std::string& text) {
  // Synthesized tokens carry the lexer and input like real ones: ANTLR's error
  // recovery asks a token for its source when it conjures a missing one.
  size_t start = at.getStartIndex();
  auto t = std::make_unique<antlr4::CommonToken>(std::pair<antlr4::TokenSource*, antlr4::CharStream*>(this, _input),
                                                 type, Token::DEFAULT_CHANNEL, start, start > 0 ? start - 1 : 0);
  t->setText(text);
  t->setLine(at.getLine());
  t->setCharPositionInLine(at.getCharPositionInLine());
  t->setStartIndex(at.getStartIndex());
  t->setStopIndex(at.getStartIndex() > 0 ? at.getStartIndex() - 1 : 0);
  t->setChannel(Token::DEFAULT_CHANNEL);
  return t;
}

std::unique_ptr<Token> IndentTokenSource::fetch() {
  if (lookahead_)
    return std::move(lookahead_);
  return TileLexer::nextToken();
}

static size_t indentWidth(const std::string& newlineText) {
  size_t w = 0;
  for (char c : newlineText) {
    if (c == ' ')
      ++w;
    else if (c == '\t')
      w = (w / 8 + 1) * 8;
  }
  return w;
}

void IndentTokenSource::handleNewline(std::unique_ptr<Token> nl) {
  // Swallow blank and comment-only lines: the last newline before the next
  // significant token decides the indentation.
  std::vector<std::unique_ptr<Token>> hidden;
  std::unique_ptr<Token> next;
  for (;;) {
    next = fetch();
    if (next->getType() == TileLexer::NEWLINE) {
      nl = std::move(next);
      continue;
    }
    if (next->getChannel() != Token::DEFAULT_CHANNEL) {
      hidden.push_back(std::move(next));
      continue;
    }
    break;
  }
  if (next->getType() == Token::EOF) {
    if (sawSignificant_)
      pending_.push_back(make(TileLexer::NEWLINE, *nl, "<newline>"));
    sawSignificant_ = false;
    for (auto& h : hidden)
      pending_.push_back(std::move(h));
    lookahead_ = std::move(next);
    return;
  }
  if (sawSignificant_)
    pending_.push_back(make(TileLexer::NEWLINE, *nl, "<newline>"));
  sawSignificant_ = false;
  lineNesting_ = 0;
  size_t width = indentWidth(nl->getText().substr(nl->getText().find_last_of("\r\n") + 1));
  if (width > indents_.back()) {
    if (indents_.size() >= kMaxIndentDepth) {
      onError_(next->getLine(), next->getCharPositionInLine(), "blocks are nested too deeply (more than 64 levels)");
      aborted_ = true;
    }
    indents_.push_back(width);
    pending_.push_back(make(TileParser::INDENT, *next, "<indent>"));
  } else {
    while (indents_.size() > 1 && width < indents_.back()) {
      indents_.pop_back();
      pending_.push_back(make(TileParser::DEDENT, *next, "<dedent>"));
    }
    if (width != indents_.back()) {
      onError_(next->getLine(), next->getCharPositionInLine(),
               "unindent does not match any outer indentation level");
      if (indents_.size() > 1)
        indents_.back() = width; // recover: treat the odd level as the current block's
    }
  }
  for (auto& h : hidden)
    pending_.push_back(std::move(h));
  // The first token of the line goes through the main loop like any other
  // (bracket depth, significance, nesting guards).
  lookahead_ = std::move(next);
}

void IndentTokenSource::finishFile(const Token& eof) {
  if (sawSignificant_)
    pending_.push_back(make(TileLexer::NEWLINE, eof, "<newline>"));
  sawSignificant_ = false;
  while (indents_.size() > 1) {
    indents_.pop_back();
    pending_.push_back(make(TileParser::DEDENT, eof, "<dedent>"));
  }
  done_ = true;
}

std::unique_ptr<Token> IndentTokenSource::nextToken() {
  while (pending_.empty()) {
    if (done_ || aborted_) {
      auto eof = fetch();
      while (eof->getType() != Token::EOF)
        eof = fetch();
      if (!done_)
        finishFile(*eof);
      return eof;
    }
    auto t = fetch();
    if (!started_) {
      started_ = true;
      // Leading blank or comment lines are fine; an indented first statement is not.
      if (t->getType() != TileLexer::NEWLINE && t->getChannel() == Token::DEFAULT_CHANNEL &&
          t->getCharPositionInLine() != 0 && t->getType() != Token::EOF)
        onError_(t->getLine(), t->getCharPositionInLine(), "unexpected indent");
    }
    switch (t->getType()) {
    case TileLexer::NEWLINE:
      if (!brackets_.empty())
        continue; // implicit line joining inside brackets
      handleNewline(std::move(t));
      continue;
    case Token::EOF:
      if (!brackets_.empty() && !aborted_) {
        const Open& o = brackets_.back();
        const char* opener = o.type == TileLexer::LPAREN ? "(" : o.type == TileLexer::LBRACK ? "[" : "{";
        onError_(o.line, o.col, std::string("'") + opener + "' was never closed");
        aborted_ = true;
      }
      finishFile(*t);
      pending_.push_back(std::move(t));
      continue;
    case TileLexer::LPAREN:
    case TileLexer::LBRACK:
    case TileLexer::LBRACE:
      brackets_.push_back({t->getType(), t->getLine(), t->getCharPositionInLine()});
      if (brackets_.size() > kMaxBracketDepth) {
        onError_(t->getLine(), t->getCharPositionInLine(), "brackets are nested too deeply (more than 64 levels)");
        aborted_ = true;
      }
      break;
    case TileLexer::RPAREN:
    case TileLexer::RBRACK:
    case TileLexer::RBRACE: {
      size_t want = t->getType() == TileLexer::RPAREN ? TileLexer::LPAREN
                    : t->getType() == TileLexer::RBRACK ? TileLexer::LBRACK
                                                        : TileLexer::LBRACE;
      if (brackets_.empty()) {
        onError_(t->getLine(), t->getCharPositionInLine(), "unmatched '" + t->getText() + "'");
        aborted_ = true;
      } else if (brackets_.back().type != want) {
        const Open& o = brackets_.back();
        const char* opener = o.type == TileLexer::LPAREN ? "(" : o.type == TileLexer::LBRACK ? "[" : "{";
        const char* closer = o.type == TileLexer::LPAREN ? ")" : o.type == TileLexer::LBRACK ? "]" : "}";
        onError_(t->getLine(), t->getCharPositionInLine(),
                 "'" + t->getText() + "' does not match the '" + opener + "' at line " + std::to_string(o.line) +
                     ", column " + std::to_string(o.col + 1) + "; expected '" + closer + "'");
        aborted_ = true;
      } else {
        brackets_.pop_back();
      }
      break;
    }
    default:
      break;
    }
    if (t->getType() == TileLexer::UNTERMINATED_STRING && !aborted_) {
      // Everything after the quote is swallowed; stop before it confuses the parser.
      onError_(t->getLine(), t->getCharPositionInLine(), "missing terminating quote of string literal");
      aborted_ = true;
      continue;
    }
    if (t->getChannel() == Token::DEFAULT_CHANNEL) {
      size_t ty = t->getType();
      bool unary = ty == TileLexer::MINUS || ty == TileLexer::PLUS || ty == TileLexer::TILDE || ty == TileLexer::NOT;
      bool rightNesting = ty == TileLexer::POW || ty == TileLexer::IF || ty == TileLexer::ELSE || ty == TileLexer::LAMBDA;
      unaryRun_ = unary ? unaryRun_ + 1 : 0;
      if (rightNesting)
        ++lineNesting_;
      if ((unaryRun_ > kMaxUnaryRun || lineNesting_ > kMaxLineNesting) && !aborted_) {
        onError_(t->getLine(), t->getCharPositionInLine(), "expression is nested too deeply");
        aborted_ = true;
      }
      sawSignificant_ = true;
    }
    pending_.push_back(std::move(t));
  }
  auto t = std::move(pending_.front());
  pending_.pop_front();
  return t;
}

} // namespace tilec::parse
